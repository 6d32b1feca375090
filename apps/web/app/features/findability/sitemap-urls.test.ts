import { describe, expect, it } from 'vitest';
import type { Listing } from '~/domain/types';
import { entryPath, sitemapUrls, type Listings } from './sitemap-urls';

function listing(alternates: Listing['alternates'], extra: Partial<Listing> = {}): Listing {
  return {
    slug: alternates.de ?? alternates.en ?? '',
    updatedAt: '2026-11-20T10:00:00.000Z',
    alternates,
    section: null,
    scope: null,
    ...extra,
  };
}

const empty: Listings = {
  exhibitions: [],
  events: [],
  offers: [],
  'digital-offers': [],
  'press-releases': [],
  pages: [],
  authors: [],
  categories: [],
  'collection-objects': [],
};

const paths = (urls: ReturnType<typeof sitemapUrls>) => urls.map((url) => url.path);

describe('sitemap URLs', () => {
  it('list every indexed screen without a parameter in the language, nothing unindexed', () => {
    const de = paths(sitemapUrls('de', empty));
    expect(de).toEqual(expect.arrayContaining(['/', '/ausstellungen', '/programm', '/kontakt']));
    expect(de).not.toContain('/suche');
    expect(de.every((path) => !path.startsWith('/de/') && !path.startsWith('/en'))).toBe(true);
    const en = paths(sitemapUrls('en', empty));
    expect(en).toEqual(expect.arrayContaining(['/en', '/en/exhibitions', '/en/privacy-policy']));
    expect(en).not.toContain('/en/search');
  });

  it('list each entry on its screen with both languages and x-default as alternates', () => {
    const listings: Listings = {
      ...empty,
      exhibitions: [listing({ de: 'maschinenhalle', en: 'machine-hall' })],
    };
    const [url] = sitemapUrls('en', listings).filter((u) => u.path.includes('machine'));
    expect(url).toEqual({
      path: '/en/exhibitions/machine-hall',
      lastmod: '2026-11-20T10:00:00.000Z',
      alternates: [
        { hrefLang: 'de', path: '/ausstellungen/maschinenhalle' },
        { hrefLang: 'en', path: '/en/exhibitions/machine-hall' },
        { hrefLang: 'x-default', path: '/ausstellungen/maschinenhalle' },
      ],
    });
  });

  it('list the collection’s objects under the collection, with the same slug in both languages', () => {
    const listings: Listings = {
      ...empty,
      'collection-objects': [listing({ de: 'zm-t-1912-004', en: 'zm-t-1912-004' })],
    };
    const [url] = sitemapUrls('en', listings).filter((u) => u.path.includes('zm-t'));
    expect(url?.path).toBe('/en/collection/object/zm-t-1912-004');
    expect(url?.alternates).toEqual([
      { hrefLang: 'de', path: '/sammlung/objekt/zm-t-1912-004' },
      { hrefLang: 'en', path: '/en/collection/object/zm-t-1912-004' },
      { hrefLang: 'x-default', path: '/sammlung/objekt/zm-t-1912-004' },
    ]);
    // The collection's own page changes with its objects.
    const collection = sitemapUrls('de', listings).find((u) => u.path === '/sammlung');
    expect(collection?.lastmod).toBe('2026-11-20T10:00:00.000Z');
  });

  it('give a German-only entry only its German URL and x-default', () => {
    const listings: Listings = { ...empty, events: [listing({ de: 'kita-vormittag' })] };
    const [url] = sitemapUrls('de', listings).filter((u) => u.path.includes('kita'));
    expect(url?.alternates.map((link) => link.hrefLang)).toEqual(['de', 'x-default']);
  });

  it('put pages on the screen of their section, categories only for digital offers', () => {
    const listings: Listings = {
      ...empty,
      pages: [
        listing({ de: 'lage-anfahrt' }, { section: 'visit' }),
        listing({ de: 'impressum' }, { section: 'none' }),
        listing({ de: 'datenschutz' }, { section: 'none' }),
      ],
      categories: [
        listing({ de: 'podcast' }, { scope: 'discover' }),
        listing({ de: 'workshop' }, { scope: 'event' }),
      ],
      authors: [listing({ de: 'ada-muster' })],
    };
    const de = paths(sitemapUrls('de', listings));
    expect(de).toEqual(
      expect.arrayContaining([
        '/besuch/lage-anfahrt',
        '/impressum',
        '/digitale-angebote/kategorie/podcast',
        '/digitale-angebote/autor-in/ada-muster',
      ]),
    );
    expect(de).not.toContain('/digitale-angebote/kategorie/workshop');
    // The privacy page also has the fixed privacy screen's path: listed once.
    expect(de.filter((path) => path === '/datenschutz')).toHaveLength(1);
  });

  it('date a list by the newest change of what it shows, the start page by all', () => {
    const listings: Listings = {
      ...empty,
      events: [
        listing({ de: 'a' }, { updatedAt: '2026-11-01T00:00:00.000Z' }),
        listing({ de: 'b' }, { updatedAt: '2026-11-21T08:00:00.000Z' }),
      ],
      exhibitions: [listing({ de: 'c' }, { updatedAt: '2026-11-22T09:00:00.000Z' })],
    };
    const urls = sitemapUrls('de', listings);
    const lastmod = (path: string) => urls.find((url) => url.path === path)?.lastmod;
    expect(lastmod('/veranstaltungen')).toBe('2026-11-21T08:00:00.000Z');
    expect(lastmod('/ausstellungen')).toBe('2026-11-22T09:00:00.000Z');
    expect(lastmod('/')).toBe('2026-11-22T09:00:00.000Z');
    expect(lastmod('/kontakt')).toBeNull();
  });
});

describe('entry paths (the preview opens them)', () => {
  it('name the page of an entry in each of its languages', () => {
    const hall = listing({ de: 'maschinenhalle', en: 'machine-hall' });
    expect(entryPath('exhibitions', hall, 'de')).toBe('/ausstellungen/maschinenhalle');
    expect(entryPath('exhibitions', hall, 'en')).toBe('/en/exhibitions/machine-hall');
    expect(entryPath('offers', listing({ de: 'familienfuehrung' }), 'de')).toBe(
      '/fuehrungen/familienfuehrung',
    );
    expect(entryPath('events', listing({ de: 'kita-vormittag' }), 'en')).toBeNull();
  });

  it("put a page on its section's screen", () => {
    const school = listing({ de: 'schulen', en: 'schools' }, { section: 'visit' });
    expect(entryPath('pages', school, 'de')).toBe('/besuch/schulen');
    expect(entryPath('pages', school, 'en')).toBe('/en/visit/schools');
  });
});
