import type { Core } from '@strapi/strapi';
import { PUBLIC_CONTENT_TYPES } from './content-types';

const WEBHOOK_NAME = 'web-cache';
const ENTRY_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
];
const MEDIA_EVENTS = ['media.create', 'media.update', 'media.delete'];
const MEDIA = 'plugin::upload.file';

interface Attribute {
  type: string;
  target?: string;
  component?: string;
  components?: string[];
}
export interface Schema {
  kind?: string;
  options?: { draftAndPublish?: boolean };
  info?: { singularName?: string; pluralName?: string };
  attributes: Record<string, Attribute>;
}

/** What the site is told: the change and the site's content (REST names) it touches. */
export interface Change {
  event: string;
  model: string;
  uid: string;
  entry?: { documentId: string; locale: string | null };
  affects: string[];
  /**
   * The REST name of the changed entry's type and the documents whose answers elsewhere can
   * show it: the entry and the entries it relates to after the change. The site then renews,
   * of the other collections, only the answers that contain one of them. Absent: whole types.
   */
  type?: string;
  documents?: string[];
}

/** The types and components one schema points to (relations, components, media). */
function pointsTo(schema: Schema): string[] {
  return Object.values(schema.attributes).flatMap((attribute) => {
    if (attribute.type === 'relation' && attribute.target) return [attribute.target];
    if (attribute.type === 'component' && attribute.component) return [attribute.component];
    if (attribute.type === 'dynamiczone') return attribute.components ?? [];
    if (attribute.type === 'media') return [MEDIA];
    return [];
  });
}

/**
 * The type's own relations to public types. Where such a relation is two-way (an exhibition and
 * its events), a link the change added makes the related entry show this one, though its cached
 * answer does not contain it yet: the related entries are named with the change for that.
 */
export function relationNames(
  schema: Schema,
  publicTypes: readonly string[] = PUBLIC_CONTENT_TYPES,
): string[] {
  return Object.entries(schema.attributes)
    .filter(([, a]) => a.type === 'relation' && a.target && publicTypes.includes(a.target))
    .map(([name]) => name);
}

/** The documentIds of the related entries in a populated entry (one or many per relation). */
export function relatedDocuments(entry: unknown, relations: readonly string[]): string[] {
  const found = new Set<string>();
  const record = (entry ?? {}) as Record<string, unknown>;
  for (const name of relations) {
    const value = record[name];
    for (const related of Array.isArray(value) ? value : [value]) {
      const documentId = (related as { documentId?: unknown } | null)?.documentId;
      if (typeof documentId === 'string' && documentId) found.add(documentId);
    }
  }
  return [...found];
}

/**
 * The change with its scope: its type's REST name and the documents other answers can show it
 * by, the entry itself and the entries its relations name now. Strapi's event carries the entry
 * populated (except on delete and unpublish, where only answers that name the entry change).
 */
export function withScope(
  change: Change,
  info: unknown,
  contentTypes: Record<string, Schema>,
): Change {
  const schema = contentTypes[change.uid];
  const type = schema && restName(schema);
  if (!change.entry || !type) return change;
  const entry = (info as { entry?: unknown } | null)?.entry;
  const related = relatedDocuments(entry, relationNames(schema)).filter(
    (documentId) => documentId !== change.entry?.documentId,
  );
  return { ...change, type, documents: [change.entry.documentId, ...related] };
}

/** The name of a type's REST route (`/api/<name>`), which the site's content cache keys use. */
function restName(schema: Schema): string | undefined {
  return schema.kind === 'singleType' ? schema.info?.singularName : schema.info?.pluralName;
}

/**
 * For each public type or media: the REST names of the public types whose answers can contain
 * it, itself included, through relations and components at any depth (so a renamed category
 * also renews the exhibitions and the home page that show it). Private types map to nothing.
 */
export function dependents(
  contentTypes: Record<string, Schema>,
  components: Record<string, Schema>,
  publicTypes: readonly string[] = PUBLIC_CONTENT_TYPES,
): Map<string, string[]> {
  const schemas: Record<string, Schema> = { ...components, ...contentTypes };
  const reach = (from: string): Set<string> => {
    const seen = new Set<string>([from]);
    const queue = [from];
    for (let uid = queue.pop(); uid !== undefined; uid = queue.pop()) {
      for (const next of schemas[uid] ? pointsTo(schemas[uid]) : []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen;
  };
  const result = new Map<string, string[]>();
  for (const uid of publicTypes) {
    const name = contentTypes[uid] && restName(contentTypes[uid]);
    if (!name) continue;
    for (const reached of reach(uid)) {
      if (reached !== MEDIA && !publicTypes.includes(reached)) continue;
      result.set(reached, [...(result.get(reached) ?? []), name]);
    }
  }
  return result;
}

/**
 * Where changes go: every site process of WEB_URLS (comma-separated: `npm run start:cluster` runs
 * several, each with caches of its own), else the one WEB_URL.
 */
export function revalidateUrls(env: Record<string, string | undefined>): string[] {
  const listed = (env.WEB_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const bases = listed.length > 0 ? listed : [env.WEB_URL || 'http://127.0.0.1:3000'];
  return bases.map((base) => `${base.replace(/\/+$/, '')}/api/revalidate`);
}

/** The types whose entries have drafts (the site shows only their published versions). */
export function typesWithDrafts(contentTypes: Record<string, Schema>): Set<string> {
  return new Set(
    Object.entries(contentTypes)
      .filter(([, schema]) => schema.options?.draftAndPublish === true)
      .map(([uid]) => uid),
  );
}

// Of a type with drafts, these events change the draft only; its publish sends its own message.
const DRAFT_EVENTS = ['entry.create', 'entry.update'];

/**
 * The site's message for one Strapi event, or null for private models (booking requests …) and
 * for a saved draft: visitors never see it, so it must not make every page render again.
 */
export function changeOf(
  event: string,
  info: { model?: unknown; uid?: unknown; entry?: unknown },
  affected: Map<string, string[]>,
  withDrafts: ReadonlySet<string> = new Set(),
): Change | null {
  if (MEDIA_EVENTS.includes(event)) {
    const affects = affected.get(MEDIA) ?? [];
    return affects.length > 0 ? { event, model: 'file', uid: MEDIA, affects } : null;
  }
  const uid = typeof info.uid === 'string' ? info.uid : '';
  const affects = affected.get(uid);
  if (!affects) return null;
  const { documentId, locale, publishedAt } = (info.entry ?? {}) as {
    documentId?: unknown;
    locale?: unknown;
    publishedAt?: unknown;
  };
  if (withDrafts.has(uid) && DRAFT_EVENTS.includes(event) && !publishedAt) return null;
  return {
    event,
    model: typeof info.model === 'string' ? info.model : uid,
    uid,
    // Names only: the entry itself stays in the CMS (the site re-reads what it shows).
    ...(typeof documentId === 'string' && documentId
      ? { entry: { documentId, locale: typeof locale === 'string' ? locale : null } }
      : {}),
    affects,
  };
}

// Tells the web server which cached CMS answers to renew. Not a webhook stored in Strapi: that
// fires for every model with the whole entry, so each booking request a visitor sends emptied
// the site's caches (issue #22, finding 3). This listener sends public changes only, without
// the entry's fields. The stored webhook an older version created is removed.
export async function ensureWebCacheWebhook(strapi: Core.Strapi): Promise<void> {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  for (const stored of (await store.findWebhooks()) as { id: string; name: string }[]) {
    if (stored.name !== WEBHOOK_NAME) continue;
    runner.remove(stored as Parameters<typeof runner.remove>[0]);
    await store.deleteWebhook(stored.id);
  }

  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) {
    strapi.log.info('bootstrap: REVALIDATE_SECRET is not set; the site is not told of changes');
    return;
  }
  const urls = revalidateUrls(process.env);
  const contentTypes = strapi.contentTypes as unknown as Record<string, Schema>;
  const affected = dependents(contentTypes, strapi.components as unknown as Record<string, Schema>);
  const withDrafts = typesWithDrafts(contentTypes);

  const sendTo = async (url: string, change: Change) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify(change),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) strapi.log.warn(`web-cache: ${url} answered ${response.status}`);
    } catch (error) {
      strapi.log.warn(`web-cache: ${url}: ${error instanceof Error ? error.message : error}`);
    }
  };
  for (const event of [...ENTRY_EVENTS, ...MEDIA_EVENTS]) {
    strapi.eventHub.on(event, async (info: unknown) => {
      const change = changeOf(event, (info ?? {}) as Record<string, unknown>, affected, withDrafts);
      if (!change) return;
      const message = withScope(change, info, contentTypes);
      // Not awaited: an editor's save does not wait for the site.
      for (const url of urls) void sendTo(url, message);
    });
  }
  strapi.log.info(`bootstrap: changes of public content → ${urls.join(', ')}`);
}
