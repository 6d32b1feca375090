/**
 * Which page shows a CMS entry, and which version of it the editor is looking at: the answer
 * to the CMS's "Open preview" (server/preview.ts).
 */
import { getEntryVersions } from '~/content/index.server';
import type { Locale } from '~/domain/locale';
import { entryPath, type ItemCollection } from '~/features/findability/sitemap-urls';
import { href } from '~/site/paths';
import type { PreviewInfo, PreviewState } from './preview-state';

/** CMS types with a page of their own, by the site's collection name. */
const collections: Record<string, ItemCollection> = {
  'api::exhibition.exhibition': 'exhibitions',
  'api::event.event': 'events',
  'api::offer.offer': 'offers',
  'api::digital-offer.digital-offer': 'digital-offers',
  'api::press-release.press-release': 'press-releases',
  'api::page.page': 'pages',
};

/** Single types that appear on the home page (the menu and footer on every page). */
const shownOnHome = new Set([
  'api::home.home',
  'api::site-menu.site-menu',
  'api::general-contact.general-contact',
  'api::overview-intro.overview-intro',
  'api::consent-text.consent-text',
]);

export function isPreviewType(type: string): boolean {
  return type in collections || shownOnHome.has(type);
}

/** Strapi's rule in the content manager: a draft saved after the last publish is "modified". */
function stateOf(draftUpdated: string | null, published: { updatedAt: string | null } | null) {
  if (!published) return 'draft' satisfies PreviewState;
  if (draftUpdated && published.updatedAt && draftUpdated > published.updatedAt) return 'modified';
  return 'published';
}

/** The page to open for an entry, with its state; null when the entry does not exist. */
export async function previewTarget(
  type: string,
  documentId: string,
  locale: Locale,
): Promise<PreviewInfo | null> {
  if (shownOnHome.has(type)) return { path: href('home', {}, locale), state: null };
  const collection = collections[type];
  if (!collection) return null;
  const { draft, published } = await getEntryVersions(collection, documentId, locale);
  if (!draft) return null;
  const path = entryPath(collection, draft, locale);
  return path ? { path, state: stateOf(draft.updatedAt, published) } : null;
}
