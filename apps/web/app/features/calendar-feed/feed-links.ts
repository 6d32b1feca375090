import type { Locale } from '~/domain/locale';
import type { FeedLink } from '~/site/page-frame';
import { programmeCalendarPath } from '~/site/feed-paths';
import type { ProgrammeFilter } from '~/features/programme-filters';
import { exhibitionFeedQuery, feedQuery } from './select-events';

/** Where the subscription to a programme selection is, on the site and for calendar apps. */
export type ProgrammeSubscription = {
  /** Site path of the feed (text/calendar). */
  path: string;
  /** The same feed as webcal://, which opens the visitor's calendar app to subscribe. */
  webcal: string;
};

/** webcal:// names the same address without its scheme (http and https alike). */
export function webcalUrl(origin: string, path: string): string {
  const url = new URL(path, origin);
  return `webcal://${url.host}${url.pathname}${url.search}`;
}

export function programmeSubscription(
  locale: Locale,
  filter: ProgrammeFilter,
  origin: string,
): ProgrammeSubscription {
  const path = programmeCalendarPath(locale, feedQuery(filter));
  return { path, webcal: webcalUrl(origin, path) };
}

/** The subscription to one exhibition's events (the programme feed narrowed to it). */
export function exhibitionSubscription(
  locale: Locale,
  exhibitionSlug: string,
  origin: string,
): ProgrammeSubscription {
  const path = programmeCalendarPath(locale, exhibitionFeedQuery(exhibitionSlug));
  return { path, webcal: webcalUrl(origin, path) };
}

/** The head link (`<link rel="alternate" type="text/calendar">`) of a programme selection. */
export function programmeFeedLink(path: string, title: string): FeedLink {
  return { type: 'text/calendar', title, path };
}
