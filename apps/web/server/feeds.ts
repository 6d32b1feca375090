import type { RequestHandler } from 'express';
import { isLocale, type Locale } from '~/domain/locale';

/** Makes one language's feed XML; throws when its content cannot be read. */
export type FeedSource = (locale: Locale) => Promise<string>;

/**
 * GET /feeds/:locale/podcast.xml and /feeds/:locale/news.xml. Any HTTP cache may keep the
 * feed but must ask again every time (no-cache): Express's ETag makes that a 304 while
 * nothing changed, and a publish shows at once. A CMS failure answers 503 in plain text.
 */
export function feedHandler(name: string, source: FeedSource): RequestHandler<{ locale: string }> {
  return async (req, res) => {
    const { locale } = req.params;
    if (!isLocale(locale)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    let xml: string;
    try {
      xml = await source(locale);
    } catch (error) {
      console.error(
        `[feeds] ${name} (${locale}): ${error instanceof Error ? error.message : String(error)}`,
      );
      res
        .status(503)
        .setHeader('Cache-Control', 'no-store')
        .setHeader('Retry-After', '60')
        .type('text/plain')
        .send('The feed is not available right now. Please try again later.');
      return;
    }
    res
      .setHeader('Cache-Control', 'public, no-cache')
      .type('application/rss+xml; charset=utf-8')
      .send(xml);
  };
}
