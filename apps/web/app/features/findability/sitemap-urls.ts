/**
 * What the sitemap lists, derived from the screen table and the CMS listings (no hand-kept
 * list of pages): every indexed screen without a parameter in both languages, and every entry
 * of the CMS on the screen that shows it. Pure, so it is tested without a CMS.
 */
import type { Locale } from '~/domain/locale';
import type { Listing } from '~/domain/types';
import {
  alternatePaths,
  fixedScreenVersions,
  framePath,
  slugVersions,
  type AlternateLink,
  type PageFrame,
} from '~/site/page-frame';
import type { screens } from '~/site/screens';
import {
  isIndexedScreen,
  overviewOf,
  screenIds,
  sectionScreensOf,
  type ScreenId,
} from '~/site/screens';

export interface SitemapUrl {
  /** Site path of the page in the sitemap's language. */
  path: string;
  lastmod: string | null;
  /** hreflang links of the page, x-default included. */
  alternates: AlternateLink[];
}

/** The CMS collections whose entries have pages (content/requests.json "listing"). */
export type ItemCollection =
  | 'exhibitions'
  | 'events'
  | 'offers'
  | 'digital-offers'
  | 'press-releases'
  | 'pages'
  | 'authors'
  | 'categories'
  | 'collection-objects';

/** Screens that show one entry (their path has a parameter). */
type ItemScreen = {
  [Id in ScreenId]: (typeof screens)[Id]['path']['de'] extends `${string}:${string}` ? Id : never;
}[ScreenId];

interface ItemSource {
  collection: ItemCollection;
  /** Which entries of the collection this screen shows. */
  shows?: (listing: Listing) => boolean;
}

const pagesOf = (screen: ItemScreen): ItemSource => ({
  collection: 'pages',
  shows: (listing) =>
    listing.section !== null && sectionScreensOf(listing.section).detail === screen,
});

/**
 * Where the entries of each screen with a parameter come from. A new screen with a parameter
 * fails to compile until it is named here; null: its pages are not indexed.
 */
export const itemSources: Record<ItemScreen, ItemSource | null> = {
  exhibition: { collection: 'exhibitions' },
  event: { collection: 'events' },
  guidedTour: { collection: 'offers' },
  guidedTourRequest: null,
  digitalOffer: { collection: 'digital-offers' },
  digitalOfferAuthor: { collection: 'authors' },
  digitalOfferCategory: {
    collection: 'categories',
    shows: (listing) => listing.scope === 'discover',
  },
  pressDetail: { collection: 'press-releases' },
  accessibilityDetail: pagesOf('accessibilityDetail'),
  visitDetail: pagesOf('visitDetail'),
  museumDetail: pagesOf('museumDetail'),
  page: pagesOf('page'),
  // Withdrawn objects are left out by the listing query (their pages answer 410).
  collectionObject: { collection: 'collection-objects' },
};

export type Listings = Record<ItemCollection, Listing[]>;

const frameOf = (screen: ScreenId, locale: Locale, versions: PageFrame['versions']): PageFrame => ({
  screen,
  locale,
  title: '',
  versions,
});

const newest = (dates: Array<string | null>): string | null =>
  dates.reduce<string | null>(
    (latest, date) => (date !== null && (latest === null || date > latest) ? date : latest),
    null,
  );

function isItemScreen(id: ScreenId): id is ItemScreen {
  return id in itemSources;
}

/** The sitemap of one language: its pages, each once, with alternates and last change. */
export function sitemapUrls(locale: Locale, listings: Listings): SitemapUrl[] {
  const items: Array<SitemapUrl & { screen: ScreenId }> = [];
  for (const screen of screenIds.filter(isItemScreen)) {
    const source = itemSources[screen];
    if (!source || !isIndexedScreen(screen)) continue;
    for (const listing of listings[source.collection]) {
      if (source.shows && !source.shows(listing)) continue;
      const frame = frameOf(screen, locale, slugVersions(listing.alternates));
      const path = framePath(frame, locale);
      if (path) {
        items.push({ screen, path, lastmod: listing.updatedAt, alternates: alternatePaths(frame) });
      }
    }
  }
  // A list or the start page changes when what it shows changes.
  const fixed = screenIds
    .filter((id) => !isItemScreen(id) && isIndexedScreen(id))
    .map((screen) => {
      const frame = frameOf(screen, locale, fixedScreenVersions());
      const shown =
        screen === 'home' ? items : items.filter((item) => overviewOf(item.screen) === screen);
      return {
        path: framePath(frame, locale) ?? '',
        lastmod: newest(shown.map((item) => item.lastmod)),
        alternates: alternatePaths(frame),
      };
    });
  // A page can sit on a fixed path too (the privacy policy): listed once, first come.
  const seen = new Set<string>();
  return [...fixed, ...items.map(({ screen: _, ...url }) => url)].filter((url) => {
    if (seen.has(url.path)) return false;
    seen.add(url.path);
    return true;
  });
}

/** The page of one CMS entry in a language (the editors' preview opens it), or null. */
export function entryPath(
  collection: ItemCollection,
  listing: Listing,
  locale: Locale,
): string | null {
  for (const screen of screenIds.filter(isItemScreen)) {
    const source = itemSources[screen];
    if (source?.collection !== collection || (source.shows && !source.shows(listing))) continue;
    return framePath(frameOf(screen, locale, slugVersions(listing.alternates)), locale);
  }
  return null;
}
