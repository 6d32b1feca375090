/**
 * The search's view of the CMS: every public item with its full text at start-up, and the
 * current versions of one entry when the webhook says it changed.
 */
import { getAllDetailed, getByDocumentId } from '~/content/index.server';
import type { CollectionItem, CollectionName } from '~/content/transform';
import type { Locale } from '~/domain/locale';
import type { SearchDocument, SearchKind } from './document';
import { toSearchDocument } from './documents.server';
import type { EntryChange, SearchSource } from './site-search.server';

interface SearchModel {
  kind: SearchKind;
  all(locale: Locale): Promise<SearchDocument[]>;
  one(documentId: string, locale: Locale): Promise<SearchDocument | null>;
}

/** A CMS collection as search documents; `toDocument` answers null for items without a page. */
function model<Name extends CollectionName>(
  collection: Name,
  kind: SearchKind,
  toDocument: (
    documentId: string,
    item: CollectionItem<Name>,
    locale: Locale,
  ) => SearchDocument | null,
): SearchModel {
  return {
    kind,
    async all(locale) {
      const entries = await getAllDetailed(collection, locale);
      return entries.flatMap(({ documentId, item }) => toDocument(documentId, item, locale) ?? []);
    },
    async one(documentId, locale) {
      const item = await getByDocumentId(collection, documentId, locale);
      return item ? toDocument(documentId, item, locale) : null;
    },
  };
}

/** The CMS models the search covers, by the name the webhook gives them. */
const models: Record<string, SearchModel> = {
  exhibition: model('exhibitions', 'exhibition', toSearchDocument.exhibition),
  event: model('events', 'event', toSearchDocument.event),
  offer: model('offers', 'offer', toSearchDocument.offer),
  'digital-offer': model('digital-offers', 'discover', toSearchDocument.discover),
  'press-release': model('press-releases', 'press', toSearchDocument.press),
  page: model('pages', 'page', toSearchDocument.page),
  author: model('authors', 'author', toSearchDocument.author),
  // Only the digital offers' categories have a page.
  category: model('categories', 'category', (documentId, item, locale) =>
    item.scope === 'discover' ? toSearchDocument.category(documentId, item, locale) : null,
  ),
  'collection-object': model('collection-objects', 'object', toSearchDocument.object),
};

export const cmsSearchSource: SearchSource = {
  async all(locale) {
    const lists = await Promise.all(Object.values(models).map((each) => each.all(locale)));
    return lists.flat();
  },

  async entry({ model: name, documentId }: EntryChange, locale: Locale) {
    const found = Object.hasOwn(models, name) ? models[name] : undefined;
    if (!found) return null;
    return { id: `${found.kind}:${documentId}`, doc: await found.one(documentId, locale) };
  },
};
