/**
 * The CMS types the preview shows, and what a preview of one of them reads as a draft
 * (server/preview.ts opens that scope for each request of the preview).
 */
import type { DraftScope } from '~/content/draft-scope.server';
import type { ItemCollection } from '~/features/findability/sitemap-urls';

/** CMS types with a page of their own, by the site's collection name. */
const collections: Record<string, ItemCollection> = {
  'api::exhibition.exhibition': 'exhibitions',
  'api::event.event': 'events',
  'api::offer.offer': 'offers',
  'api::digital-offer.digital-offer': 'digital-offers',
  'api::press-release.press-release': 'press-releases',
  'api::page.page': 'pages',
};

/**
 * Single types that appear on the home page (the menu and footer on every page), by the
 * content layer's name.
 */
const shownOnHome: Record<string, Extract<DraftScope, { kind: 'single' }>['name']> = {
  'api::home.home': 'home',
  'api::site-menu.site-menu': 'site-menu',
  'api::general-contact.general-contact': 'general-contact',
  'api::overview-intro.overview-intro': 'overview-intro',
  'api::consent-text.consent-text': 'consent-text',
};

const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The collection of a CMS type with a page per entry, or undefined. */
export const collectionOf = (type: string) => own(collections, type);
/** The content layer's name of a previewable single type, or undefined. */
export const singleTypeOf = (type: string) => own(shownOnHome, type);

export function isPreviewType(type: string): boolean {
  return own(collections, type) !== undefined || own(shownOnHome, type) !== undefined;
}

/**
 * What a preview of this entry reads as a draft: the entry itself (in every language), or the
 * single type; null for a type the preview does not show.
 */
export function draftScopeOf(type: string, documentId: string): DraftScope | null {
  const collection = own(collections, type);
  if (collection && documentId) return { kind: 'entry', collection, documentId };
  const single = own(shownOnHome, type);
  return single ? { kind: 'single', name: single } : null;
}
