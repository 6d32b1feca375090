import type { Core } from '@strapi/strapi';
import { berlinToday, seedNow, type CalendarDate } from './time';

/** Counts per content type, so the summary says what this run did. */
export interface TypeCount {
  created: number;
  existing: number;
}

/** Shared state of one seed run: the clock, generated media and the documents made so far. */
export interface SeedContext {
  strapi: Core.Strapi;
  now: Date;
  today: CalendarDate;
  /** upload file ids by media key (see media/catalog.ts) */
  media: Map<string, number>;
  /** documentIds by "<kind>:<key>", e.g. "category:tour" */
  documents: Map<string, string>;
  counts: Map<string, TypeCount>;
}

export function createSeedContext(strapi: Core.Strapi): SeedContext {
  const now = seedNow();
  return {
    strapi,
    now,
    today: berlinToday(now),
    media: new Map(),
    documents: new Map(),
    counts: new Map(),
  };
}

export function countResult(ctx: SeedContext, label: string, created: boolean): void {
  const entry = ctx.counts.get(label) ?? { created: 0, existing: 0 };
  if (created) entry.created += 1;
  else entry.existing += 1;
  ctx.counts.set(label, entry);
}

/** The documentId of something seeded earlier in this run; fails loudly on typos in data/. */
export function docId(ctx: SeedContext, kind: string, key: string): string {
  const id = ctx.documents.get(`${kind}:${key}`);
  if (!id) throw new Error(`seed: unknown ${kind} "${key}"`);
  return id;
}

export function docIds(ctx: SeedContext, kind: string, keys: string[]): string[] {
  return keys.map((key) => docId(ctx, kind, key));
}

export function mediaId(ctx: SeedContext, key: string): number {
  const id = ctx.media.get(key);
  if (id === undefined) throw new Error(`seed: unknown media "${key}"`);
  return id;
}
