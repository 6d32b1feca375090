import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSiteOnFakeCms,
  type RunningServer,
  type SiteOnFakeCms,
} from '../e2e/support/web-server';

/**
 * Sitemaps, hreflang alternates, robots and social cards of the production site reading the fake
 * CMS (the recorded v5 fixtures), over HTTP: two pages of every kind from both sitemaps.
 */
let web: RunningServer;
let site: SiteOnFakeCms;
/** The site's configured origin (SITE_URL): its own address, as startWebServer sets it. */
let baseUrl: string;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => name === 'url' || name === 'xhtml:link' || name === 'sitemap',
});

interface SitemapEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': Array<{ hreflang: string; href: string }>;
}

interface PageHead {
  status: number;
  canonical: string | null;
  alternates: Map<string, string>;
  meta: Map<string, string>;
}

/** The head's link and meta tags, as a crawler reads them from the server's HTML. */
function headOf(html: string): Omit<PageHead, 'status'> {
  const head = html.slice(0, html.indexOf('</head>'));
  const attributes = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        value.replaceAll('&amp;', '&'),
      ]),
    );
  const alternates = new Map<string, string>();
  let canonical: string | null = null;
  for (const [tag] of head.matchAll(/<link [^>]*>/g)) {
    const link = attributes(tag);
    if (link.rel === 'canonical') canonical = link.href ?? null;
    if (link.rel === 'alternate' && link.hreflang) alternates.set(link.hreflang, link.href ?? '');
  }
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const { name, property, content } = attributes(tag);
    if ((name ?? property) && content !== undefined)
      meta.set((name ?? property) as string, content);
  }
  return { canonical, alternates, meta };
}

const heads = new Map<string, PageHead>();
async function pageHead(url: string): Promise<PageHead> {
  const known = heads.get(url);
  if (known) return known;
  const response = await fetch(url, { redirect: 'manual' });
  const head = { status: response.status, ...headOf(await response.text()) };
  heads.set(url, head);
  return head;
}

let sitemaps: Record<'de' | 'en', SitemapEntry[]>;

/** Two pages of every kind (same path but the last part): every screen, without every item. */
function sample(entries: SitemapEntry[]): SitemapEntry[] {
  const taken = new Map<string, number>();
  return entries.filter((entry) => {
    const kind = new URL(entry.loc).pathname.split('/').slice(0, -1).join('/');
    const count = taken.get(kind) ?? 0;
    taken.set(kind, count + 1);
    return count < 2;
  });
}

beforeAll(async () => {
  site = await startSiteOnFakeCms();
  web = site.web;
  baseUrl = web.url;
  const index = parser.parse(await (await fetch(`${baseUrl}/sitemap.xml`)).text()) as {
    sitemapindex: { sitemap: Array<{ loc: string }> };
  };
  const [de, en] = await Promise.all(
    index.sitemapindex.sitemap.map(async ({ loc }) => {
      const xml = await (await fetch(loc)).text();
      return (parser.parse(xml) as { urlset: { url: SitemapEntry[] } }).urlset.url;
    }),
  );
  sitemaps = { de: de ?? [], en: en ?? [] };
});

afterAll(() => site?.stop());

describe('sitemaps of the demo site', () => {
  it('list the pages of each language at the configured origin, search excluded', () => {
    const de = sitemaps.de.map((entry) => entry.loc);
    const en = sitemaps.en.map((entry) => entry.loc);
    expect(de).toContain(`${baseUrl}/`);
    expect(en).toContain(`${baseUrl}/en`);
    expect(de.some((loc) => loc.startsWith(`${baseUrl}/ausstellungen/`))).toBe(true);
    expect(en.some((loc) => loc.startsWith(`${baseUrl}/en/events/`))).toBe(true);
    expect(de.some((loc) => loc.startsWith(`${baseUrl}/digitale-angebote/autor-in/`))).toBe(true);
    expect(de).not.toContain(`${baseUrl}/suche`);
    expect(new Set(de).size).toBe(de.length);
  });

  it('name pages (two of each kind) that answer 200 with the same canonical and alternates', async () => {
    for (const entry of sample([...sitemaps.de, ...sitemaps.en])) {
      const head = await pageHead(entry.loc);
      expect(head.status, entry.loc).toBe(200);
      expect(head.canonical, entry.loc).toBe(entry.loc);
      const listed = new Map(entry['xhtml:link'].map((link) => [link.hreflang, link.href]));
      expect(head.alternates, entry.loc).toEqual(listed);
    }
  });
});

describe('hreflang alternates', () => {
  it('point at each other on every page, x-default at the German version', async () => {
    for (const entry of sample([...sitemaps.de, ...sitemaps.en])) {
      const head = await pageHead(entry.loc);
      expect(head.alternates.has('x-default'), entry.loc).toBe(true);
      const de = head.alternates.get('de');
      if (de) expect(head.alternates.get('x-default'), entry.loc).toBe(de);
      for (const [lang, url] of head.alternates) {
        if (lang === 'x-default') continue;
        const other = await pageHead(url);
        expect(other.status, url).toBe(200);
        expect(other.alternates, `${url} (from ${entry.loc})`).toEqual(head.alternates);
      }
    }
  });
});

describe('robots', () => {
  it('keep crawlers off a host that is not the production host', async () => {
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });

  it('keep search results and filter combinations out of indexes, lists in', async () => {
    const robots = async (path: string) => (await pageHead(`${baseUrl}${path}`)).meta.get('robots');
    expect(await robots('/suche?text=Dampf')).toBe('noindex, follow');
    expect(await robots('/programm')).toBeUndefined();
    // Parameters that narrow nothing (a newsletter's utm_…) keep the list indexable.
    expect(await robots('/programm?utm_source=newsletter')).toBeUndefined();
    expect(await robots('/en/digital-offers?utm_source=newsletter')).toBeUndefined();
    const filtered = sitemaps.de.find((entry) =>
      entry.loc.includes('/digitale-angebote/kategorie/'),
    );
    expect(filtered).toBeDefined();
    const category = filtered?.loc.split('/').pop() ?? '';
    expect(await robots(`/digitale-angebote?category=${category}`)).toBe('noindex, follow');
  });
});

describe('social cards', () => {
  it('give the listed pages a title, its URL, locale and an absolute share image', async () => {
    for (const entry of sample([...sitemaps.de, ...sitemaps.en])) {
      const { meta } = await pageHead(entry.loc);
      expect(meta.get('og:url'), entry.loc).toBe(entry.loc);
      expect(meta.get('og:title'), entry.loc).toBeTruthy();
      expect(meta.get('og:locale'), entry.loc).toBe(
        entry.loc.startsWith(`${baseUrl}/en`) ? 'en_US' : 'de_DE',
      );
      expect(meta.get('twitter:card'), entry.loc).toMatch(/^summary/);
      const image = meta.get('og:image');
      if (image) expect(image, entry.loc).toMatch(/^https?:\/\//);
    }
    const exhibition = sitemaps.de.find((entry) => entry.loc.includes('/ausstellungen/'));
    const { meta } = await pageHead(exhibition?.loc ?? '');
    expect(meta.get('og:image')).toMatch(/^https?:\/\/.+\.(jpe?g|png|webp)$/);
    expect(Number(meta.get('og:image:width'))).toBeGreaterThanOrEqual(1200);
  });
});
