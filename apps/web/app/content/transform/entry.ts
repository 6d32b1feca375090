/**
 * What every entry shares, picked in one place: its own fields (by the type's schema), the raw
 * entry for the type's components and relations, its slug in each locale and its SEO.
 */
import type { z } from 'zod';
import type { Alternates, Revision, Seo } from '~/domain/types';
import { anyObject, parseBlock, requiredText, type TransformContext } from '../strapi';
import { toAlternates } from './alternates';
import { toSeo } from './fields';

type Raw = Record<string, unknown>;

/** The title and slug of every collection that has detail pages or terms. */
export const titleAndSlug = { title: requiredText, slug: requiredText };

export interface Entry<Fields> {
  /** The entry's own fields, parsed by the type's schema. */
  fields: Fields;
  /** The whole entry, for components and relations the type transforms itself. */
  raw: Raw;
  /** The slug in each locale where a version exists (language switch). */
  alternates: Alternates;
  seo: Seo | null;
  /** Its document id and last change; null when the answer lacks them (old Strapi 4 data). */
  revision: Revision | null;
}

/** The stored identity of an entry: Strapi 5's documentId (4: the id) and its updatedAt. */
function toRevision(raw: Raw): Revision | null {
  const id = typeof raw.documentId === 'string' ? raw.documentId : raw.id;
  const updatedAt = raw.updatedAt;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof updatedAt !== 'string') {
    return null;
  }
  return Number.isNaN(Date.parse(updatedAt)) ? null : { id: String(id), updatedAt };
}

/** One entry of a localized collection; null (reported) when its own fields are broken. */
export function toEntry<Fields extends { slug: string }>(
  schema: z.ZodType<Fields>,
  value: unknown,
  ctx: TransformContext,
  where: string,
): Entry<Fields> | null {
  const fields = parseBlock(schema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Raw;
  return {
    fields,
    raw,
    alternates: toAlternates(raw, fields.slug, ctx, where),
    seo: toSeo(raw.seo, ctx, `${where}.seo`),
    revision: toRevision(raw),
  };
}

/**
 * A single type: missing or broken content gives the schema's empty fields, so the page
 * shows without it.
 */
export function toSingleEntry<Fields>(
  schema: z.ZodType<Fields>,
  data: unknown,
  ctx: TransformContext,
  where: string,
): Omit<Entry<Fields>, 'alternates' | 'revision'> {
  const raw = parseBlock(anyObject, data, ctx, where) ?? {};
  const fields = parseBlock(schema, raw, ctx, where) ?? schema.parse({});
  return { fields, raw, seo: toSeo(raw.seo, ctx, `${where}.seo`) };
}
