import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from '~/domain/types';
import { readSiteOrigin } from '~/site-origin.server';
import { robotsHandler, sitemapHandler, sitemapIndexHandler, type ListingReader } from './sitemap';

const origin = 'https://www.zentralmuseum.example';
const site = readSiteOrigin({ SITE_URL: origin, PRODUCTION_HOSTS: 'www.zentralmuseum.example' });

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(read: ListingReader) {
  const app = express();
  app.get('/robots.txt', robotsHandler(site));
  app.get('/sitemap.xml', sitemapIndexHandler(site));
  app.get('/sitemaps/:locale.xml', sitemapHandler(site, read));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  const port = (server.address() as AddressInfo).port;
  return (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
}

/** fetch() may not set Host, and robots.txt answers by it: ask with node:http. */
async function robotsFor(host: string): Promise<string> {
  const app = express();
  app.get('/robots.txt', robotsHandler(site));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  try {
    return await new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/robots.txt', headers: { Host: host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

const exhibition: Listing = {
  slug: 'maschinenhalle',
  updatedAt: '2026-11-20T10:00:00.000Z',
  alternates: { de: 'maschinenhalle', en: 'machine-hall' },
  section: null,
  scope: null,
};

const demo: ListingReader = async (name, locale) =>
  name === 'exhibitions' && locale === 'de' ? [exhibition] : [];

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

type UrlEntry = {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: Array<{ rel: string; hreflang: string; href: string }>;
};

async function urlsOf(response: Response): Promise<UrlEntry[]> {
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const { urlset } = parser.parse(xml) as { urlset: { url: UrlEntry[]; xmlns: string } };
  expect(urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return urlset.url;
}

describe('sitemaps', () => {
  it('index one sitemap per language at the configured origin', async () => {
    const get = await serve(demo);
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const index = parser.parse(xml) as { sitemapindex: { sitemap: Array<{ loc: string }> } };
    expect(index.sitemapindex.sitemap.map((entry) => entry.loc)).toEqual([
      `${origin}/sitemaps/de.xml`,
      `${origin}/sitemaps/en.xml`,
    ]);
  });

  it('list the pages of a language with lastmod and hreflang alternates', async () => {
    const get = await serve(demo);
    const response = await get('/sitemaps/de.xml');
    expect(response.status).toBe(200);
    // HTTP caches ask again every time: a publish shows at once.
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const urls = await urlsOf(response);
    const entry = urls.find((url) => url.loc === `${origin}/ausstellungen/maschinenhalle`);
    expect(entry?.lastmod).toMatch(/^2026-11-20T10:00:00/);
    expect(entry?.['xhtml:link']).toEqual([
      { rel: 'alternate', hreflang: 'de', href: `${origin}/ausstellungen/maschinenhalle` },
      { rel: 'alternate', hreflang: 'en', href: `${origin}/en/exhibitions/machine-hall` },
      { rel: 'alternate', hreflang: 'x-default', href: `${origin}/ausstellungen/maschinenhalle` },
    ]);
    expect(urls.map((url) => url.loc)).toContain(`${origin}/`);
    expect(urls.every((url) => url.loc.startsWith(`${origin}/`))).toBe(true);
  });

  it('answer 404 for an unknown language and 503 while the CMS cannot be read', async () => {
    const get = await serve(async () => {
      throw new Error('CMS down');
    });
    expect((await get('/sitemaps/fr.xml')).status).toBe(404);
    const response = await get('/sitemaps/en.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toMatch(/at .*\.ts|Error/);
  });
});

describe('robots.txt', () => {
  it('lets crawlers in on a production host and names the sitemap', async () => {
    const text = await robotsFor('www.zentralmuseum.example');
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('keeps them out on every other host', async () => {
    for (const host of ['staging.zentralmuseum.example', 'localhost:3000', '127.0.0.1']) {
      const text = await robotsFor(host);
      expect(text, host).toBe('User-agent: *\nDisallow: /\n');
    }
  });
});
