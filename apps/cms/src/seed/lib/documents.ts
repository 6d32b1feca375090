import type { UID } from '@strapi/strapi';
import { countResult, type SeedContext } from './context';

type Data = Record<string, unknown>;

/** One localized document: German always, English unless the item is German-only. */
export interface LocalizedItem {
  /** stable key for relations inside the seed; the German slug by convention */
  key: string;
  de: Data & { slug: string };
  en?: Data & { slug: string };
}

// Works for types with and without draft & publish: content is live once seeded.
const PUBLISHED = { status: 'published' as const };

/** A localized document found by another unique field than its slug (e.g. consent-service.serviceId). */
export interface KeyedLocalizedItem {
  /** stable key for relations inside the seed */
  key: string;
  de: Data;
  en?: Data;
}

/**
 * Creates the German document and its English localization unless they exist already
 * (looked up by the German slug), so an interrupted earlier run is completed, not duplicated.
 */
export function ensureLocalized(
  ctx: SeedContext,
  uid: UID.ContentType,
  kind: string,
  item: LocalizedItem,
) {
  return ensureLocalizedBy(ctx, uid, kind, 'slug', item);
}

/** As ensureLocalized, with the German document looked up by `keyField`. */
export async function ensureLocalizedBy(
  ctx: SeedContext,
  uid: UID.ContentType,
  kind: string,
  keyField: string,
  item: KeyedLocalizedItem,
) {
  const documents = ctx.strapi.documents(uid);
  const found = await documents.findFirst({
    locale: 'de',
    filters: { [keyField]: item.de[keyField] },
    fields: ['id'],
  } as never);
  let documentId = (found as { documentId?: string } | null)?.documentId;
  if (!documentId) {
    const created = await documents.create({ locale: 'de', data: item.de, ...PUBLISHED } as never);
    documentId = (created as { documentId: string }).documentId;
  }
  countResult(ctx, `${kind} (de)`, !found);
  ctx.documents.set(`${kind}:${item.key}`, documentId);

  if (item.en) {
    const english = await documents.findOne({ documentId, locale: 'en', fields: ['id'] } as never);
    if (!english) {
      await documents.update({ documentId, locale: 'en', data: item.en, ...PUBLISHED } as never);
    }
    countResult(ctx, `${kind} (en)`, !english);
  }
  return documentId;
}

/** Non-localized collection entry, identified by one unique field (e.g. redirect.from). */
export async function ensureEntry(
  ctx: SeedContext,
  uid: UID.ContentType,
  kind: string,
  keyField: string,
  data: Data,
) {
  const documents = ctx.strapi.documents(uid);
  const found = await documents.findFirst({
    filters: { [keyField]: data[keyField] },
    fields: ['id'],
  } as never);
  let documentId = (found as { documentId?: string } | null)?.documentId;
  if (!documentId) {
    const created = await documents.create({ data, ...PUBLISHED } as never);
    documentId = (created as { documentId: string }).documentId;
  }
  countResult(ctx, kind, !found);
  return documentId;
}

/** Single type, localized: each locale is written only if it is still empty (editors' changes win). */
export async function ensureLocalizedSingle(
  ctx: SeedContext,
  uid: UID.ContentType,
  kind: string,
  de: Data,
  en: Data,
) {
  const documents = ctx.strapi.documents(uid);
  const german = await documents.findFirst({ locale: 'de', fields: ['id'] } as never);
  let documentId = (german as { documentId?: string } | null)?.documentId;
  if (!documentId) {
    const created = await documents.create({ locale: 'de', data: de, ...PUBLISHED } as never);
    documentId = (created as { documentId: string }).documentId;
  }
  countResult(ctx, `${kind} (de)`, !german);
  const english = await documents.findOne({ documentId, locale: 'en', fields: ['id'] } as never);
  if (!english)
    await documents.update({ documentId, locale: 'en', data: en, ...PUBLISHED } as never);
  countResult(ctx, `${kind} (en)`, !english);
}

/** Single type without locales. */
export async function ensureSingle(
  ctx: SeedContext,
  uid: UID.ContentType,
  kind: string,
  data: Data,
) {
  const documents = ctx.strapi.documents(uid);
  const found = await documents.findFirst({ fields: ['id'] } as never);
  if (!found) await documents.create({ data, ...PUBLISHED } as never);
  countResult(ctx, kind, !found);
}
