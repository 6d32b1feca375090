/**
 * The search's view of the CMS: every public item with its full text at start-up, and the
 * current versions of one entry when the webhook says it changed.
 */
import { getAllDetailed, getByDocumentId } from '~/content/index.server';
import type { Locale } from '~/domain/locale';
import { toSearchDocument } from './documents.server';
import type { EntryChange, SearchSource } from './site-search.server';

/** The CMS models the search covers: the webhook's model name → collection and kind. */
const models = {
  exhibition: { collection: 'exhibitions', kind: 'exhibition' },
  event: { collection: 'events', kind: 'event' },
  offer: { collection: 'offers', kind: 'offer' },
  'digital-offer': { collection: 'digital-offers', kind: 'discover' },
  'press-release': { collection: 'press-releases', kind: 'press' },
  page: { collection: 'pages', kind: 'page' },
  author: { collection: 'authors', kind: 'author' },
  category: { collection: 'categories', kind: 'category' },
} as const;
type Model = keyof typeof models;

const isModel = (model: string): model is Model => Object.hasOwn(models, model);

/** One CMS item as a search document, or null when it has no page of its own. */
function documentOf(model: Model, documentId: string, item: unknown, locale: Locale) {
  switch (model) {
    case 'exhibition':
      return toSearchDocument.exhibition(documentId, item as never, locale);
    case 'event':
      return toSearchDocument.event(documentId, item as never, locale);
    case 'offer':
      return toSearchDocument.offer(documentId, item as never, locale);
    case 'digital-offer':
      return toSearchDocument.discover(documentId, item as never, locale);
    case 'press-release':
      return toSearchDocument.press(documentId, item as never, locale);
    case 'page':
      return toSearchDocument.page(documentId, item as never, locale);
    case 'author':
      return toSearchDocument.author(documentId, item as never, locale);
    case 'category':
      // Only the digital offers' categories have a page.
      return (item as { scope: string }).scope === 'discover'
        ? toSearchDocument.category(documentId, item as never, locale)
        : null;
  }
}

export const cmsSearchSource: SearchSource = {
  async all(locale) {
    const lists = await Promise.all(
      (Object.keys(models) as Model[]).map(async (model) => {
        const entries = await getAllDetailed(models[model].collection, locale);
        return entries.flatMap(({ documentId, item }) => {
          const doc = documentOf(model, documentId, item, locale);
          return doc ? [doc] : [];
        });
      }),
    );
    return lists.flat();
  },

  async entry({ model, documentId }: EntryChange, locale: Locale) {
    if (!isModel(model)) return null;
    const { collection, kind } = models[model];
    const item = await getByDocumentId(collection, documentId, locale);
    const doc = item ? documentOf(model, documentId, item, locale) : null;
    return { id: `${kind}:${documentId}`, doc };
  },
};
