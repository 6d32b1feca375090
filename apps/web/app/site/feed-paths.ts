import type { Locale } from '../domain/locale';

/**
 * Paths of the machine-readable views of the site: sitemaps, robots.txt, calendar and news
 * feeds (server/ answers them). Like the screen table, this is the only place they are written.
 */
export const robotsPath = '/robots.txt';
export const sitemapIndexPath = '/sitemap.xml';
export const sitemapPattern = '/sitemaps/:locale.xml';
export const sitemapPath = (locale: Locale) => `/sitemaps/${locale}.xml`;

/** The programme as a subscribable calendar; the programme page's filters go in the query. */
export const programmeCalendarPattern = '/feeds/:locale/programme.ics';
export function programmeCalendarPath(locale: Locale, query?: URLSearchParams): string {
  const search = query?.toString();
  return `/feeds/${locale}/programme.ics${search ? `?${search}` : ''}`;
}

/** One event as a calendar file ("Add to calendar"). */
export const eventCalendarPattern = '/feeds/:locale/events/:slug.ics';
export const eventCalendarPath = (locale: Locale, slug: string) =>
  `/feeds/${locale}/events/${encodeURIComponent(slug)}.ics`;

/** The podcast episodes (RSS with the iTunes and podcast namespaces). */
export const podcastFeedPattern = '/feeds/:locale/podcast.xml';
export const podcastFeedPath = (locale: Locale) => `/feeds/${locale}/podcast.xml`;

/** Blog posts and press releases (RSS). */
export const newsFeedPattern = '/feeds/:locale/news.xml';
export const newsFeedPath = (locale: Locale) => `/feeds/${locale}/news.xml`;
