/**
 * Reads of the collection's objects (issue #45): one object for its page, and every published
 * object in both languages for the site's collection index (features/collection). The CMS
 * answer becomes `CollectionObject` (app/domain/collection.ts) in transform/collection-object.ts;
 * the queries are `collection-objects` in requests.json.
 */
import type { CollectionObject } from '~/domain/collection';
import { locales, type Locale } from '~/domain/locale';
import { content, type ContentService } from './content.server';

/** The language versions of one object (an object may have only its German one). */
export type ObjectVersions = Partial<Record<Locale, CollectionObject>>;

function byDocument(lists: Array<Array<{ documentId: string; item: CollectionObject }>>) {
  const found = new Map<string, ObjectVersions>();
  lists.forEach((list, index) => {
    const locale = locales[index] as Locale;
    for (const { documentId, item } of list) {
      const versions = found.get(documentId) ?? {};
      versions[locale] = item;
      found.set(documentId, versions);
    }
  });
  return [...found.values()];
}

export function createCollectionReads(service: ContentService) {
  return {
    /**
     * One published object by its slug (the same in both languages) in that language, or null.
     * A withdrawn object comes back too, with `withdrawn: true` and its note (its page answers
     * 410). Cached like every detail read and renewed by the CMS webhook.
     */
    getCollectionObject: (locale: Locale, slug: string): Promise<CollectionObject | null> =>
      service.getBySlug('collection-objects', slug, locale),

    /**
     * Every published object, with each of its language versions, read page by page past the
     * cache (the index keeps its own copy). Withdrawn objects are included: the caller decides.
     */
    async listCollectionObjects(): Promise<ObjectVersions[]> {
      const lists = await Promise.all(
        locales.map((locale) => service.getAllDetailed('collection-objects', locale)),
      );
      return byDocument(lists);
    },

    /**
     * One object's published language versions by its CMS document id, past the cache (the
     * webhook's re-read); `{}` when it is not published (anymore).
     */
    async getCollectionObjectVersions(documentId: string): Promise<ObjectVersions> {
      const versions: ObjectVersions = {};
      const found = await Promise.all(
        locales.map((locale) => service.getByDocumentId('collection-objects', documentId, locale)),
      );
      found.forEach((item, index) => {
        if (item) versions[locales[index] as Locale] = item;
      });
      return versions;
    },
  };
}

export const { getCollectionObject, listCollectionObjects, getCollectionObjectVersions } =
  createCollectionReads(content);
