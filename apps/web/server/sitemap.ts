/**
 * GET /sitemap.xml (an index of one sitemap per language), /sitemaps/{locale}.xml and
 * /robots.txt. The sitemaps are made per request from the cached CMS listings, which the
 * webhook clears, so a publish shows within seconds; HTTP caches revalidate every time.
 */
import type { RequestHandler } from 'express';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { listedCollections, type ListedCollection } from '~/content/index.server';
import type { Locale } from '~/domain/locale';
import { locales } from '~/domain/locale';
import type { Listing } from '~/domain/types';
import {
  sitemapUrls,
  type ItemCollection,
  type Listings,
} from '~/features/findability/sitemap-urls';
import type { SiteOrigin } from '~/site-origin.server';
import { sitemapIndexPath, sitemapPath } from '~/site/feed-paths';
import { parseLocaleParam } from '~/site/service-paths';

/** Reads the listing of a collection (the content layer's cached getListing). */
export type ListingReader = (name: ItemCollection, locale: Locale) => Promise<Listing[]>;

const REVALIDATE = 'public, no-cache';

async function listingsOf(read: ListingReader, locale: Locale): Promise<Listings> {
  const lists = await Promise.all(listedCollections.map((name) => read(name, locale)));
  // Typed by the content layer's names: a collection the sitemap lacks is a type error here.
  const listings: Record<ListedCollection, Listing[]> = Object.fromEntries(
    listedCollections.map((name, index) => [name, lists[index] ?? []]),
  ) as Record<ListedCollection, Listing[]>;
  return listings;
}

async function xmlOf(stream: SitemapStream | SitemapIndexStream): Promise<string> {
  const done = streamToPromise(stream);
  return (await done).toString('utf8');
}

/** One language's sitemap as XML, every page with its hreflang alternates. */
export async function sitemapXml(
  read: ListingReader,
  locale: Locale,
  origin: string,
): Promise<string> {
  const urls = sitemapUrls(locale, await listingsOf(read, locale));
  const stream = new SitemapStream({
    hostname: origin,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  const xml = xmlOf(stream);
  for (const url of urls) {
    stream.write({
      url: `${origin}${url.path}`,
      ...(url.lastmod ? { lastmod: url.lastmod } : {}),
      links: url.alternates.map((link) => ({
        lang: link.hrefLang,
        hreflang: link.hrefLang,
        url: `${origin}${link.path}`,
      })),
    });
  }
  stream.end();
  return xml;
}

/** The index naming each language's sitemap. */
export async function sitemapIndexXml(origin: string): Promise<string> {
  const stream = new SitemapIndexStream();
  const xml = xmlOf(stream);
  for (const locale of locales) stream.write({ url: `${origin}${sitemapPath(locale)}` });
  stream.end();
  return xml;
}

function unavailable(res: Parameters<RequestHandler>[1], error: unknown) {
  console.error('[sitemap] content unavailable:', error instanceof Error ? error.message : error);
  res
    .status(503)
    .set('Cache-Control', 'no-store')
    .type('text/plain')
    .send('Sitemap temporarily unavailable.\n');
}

export function sitemapIndexHandler(site: Pick<SiteOrigin, 'origin'>): RequestHandler {
  return async (_req, res) => {
    res
      .set('Cache-Control', REVALIDATE)
      .type('application/xml')
      .send(await sitemapIndexXml(site.origin));
  };
}

export function sitemapHandler(
  site: Pick<SiteOrigin, 'origin'>,
  read: ListingReader,
): RequestHandler {
  return async (req, res, next) => {
    const locale = parseLocaleParam(String(req.params.locale));
    if (!locale) {
      next();
      return;
    }
    try {
      const xml = await sitemapXml(read, locale, site.origin);
      res.set('Cache-Control', REVALIDATE).type('application/xml').send(xml);
    } catch (error) {
      unavailable(res, error);
    }
  };
}

/**
 * robots.txt: the production hosts let every crawler in and name the sitemap; any other host
 * (a staging copy, this machine) keeps them all out. The host only chooses between the two
 * answers; the sitemap's address is the configured origin.
 */
export function robotsHandler(site: SiteOrigin): RequestHandler {
  return (req, res) => {
    const production = site.productionHosts.has(req.hostname.toLowerCase());
    const body = production
      ? `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}${sitemapIndexPath}\n`
      : 'User-agent: *\nDisallow: /\n';
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(body);
  };
}
