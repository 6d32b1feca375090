/** The loader-facing reads over a fake CMS that answers with the recorded fixtures. */
import { describe, expect, it, vi } from 'vitest';
import { fixtureNames, readFixture } from './__fixtures__/files';
import { createContentCache } from './cache.server';
import { CmsError, type CmsReader } from './cms-client.server';
import { createContentService, LIST_PAGE_SIZE } from './content.server';
import { createContentReads } from './reads.server';
import requests from './requests.json';

type Query = {
  locale?: string;
  fields?: string[];
  populate?: Record<string, unknown>;
  filters?: { slug?: { $eq?: string } };
  pagination?: { page?: number; pageSize?: number };
};

const typeOf = (path: string) => path.replace(/^\/api\//, '');
const empty = { data: [], meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } } };

/** Answers like a seeded Strapi would, from the v5 fixtures. */
function fixtureClient(): CmsReader & { calls: { path: string; query: Query }[] } {
  const calls: { path: string; query: Query }[] = [];
  return {
    calls,
    async get(path, query = {}) {
      const q = query as Query;
      calls.push({ path, query: q });
      const type = typeOf(path);
      const slug = q.filters?.slug?.$eq;
      if (slug) {
        const detail = fixtureNames.find((name) => {
          if (name.type !== type || !name.detail || name.locale !== q.locale) return false;
          const answer = readFixture('v5', name.file) as { data: { slug: string }[] };
          return answer.data[0]?.slug === slug;
        });
        return detail ? readFixture('v5', detail.file) : empty;
      }
      // Not localized types are recorded once, without a locale in the name.
      const localized = fixtureNames.some((name) => name.file === `${type}.${q.locale}`);
      return readFixture('v5', localized ? `${type}.${q.locale}` : type);
    },
  };
}

/** The content service over `client`, with a cache that keeps answers a minute. */
function serviceOver(client: CmsReader) {
  return createContentService({
    config: {
      baseUrl: 'https://cms.example.org',
      token: null,
      mediaBaseUrl: 'https://cms.example.org',
      timeoutMs: 1000,
      breakerFailures: 5,
      breakerCoolDownMs: 10_000,
      responseFormat: 'v5',
    },
    client,
    cache: createContentCache({ freshMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 }),
  });
}

function setup(client: CmsReader = fixtureClient()) {
  return createContentReads(serviceOver(client));
}

describe('list reads', () => {
  it('page through long lists with pageSize 500 and only the list fields', async () => {
    const total = 2 * LIST_PAGE_SIZE + 3;
    const event = (n: number) => ({
      id: n,
      documentId: `d${n}`,
      title: `Event ${n}`,
      slug: `event-${n}`,
      locale: 'de',
      startDate: new Date(Date.UTC(2026, 0, 1, 10) + n * 3_600_000).toISOString(),
      localizations: [],
    });
    const calls: Query[] = [];
    const client: CmsReader = {
      async get(_path, query = {}) {
        const { page = 1, pageSize = 25 } = (query as Query).pagination ?? {};
        calls.push(query as Query);
        const start = (page - 1) * pageSize;
        const data = Array.from(
          { length: Math.max(0, Math.min(pageSize, total - start)) },
          (_, i) => event(start + i),
        );
        return {
          data,
          meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
        };
      },
    };
    const events = await setup(client).getEvents('de');
    expect(events).toHaveLength(total);
    expect(new Set(events.map((teaser) => teaser.slug)).size).toBe(total);
    expect(calls.map((query) => query.pagination)).toEqual([
      { page: 1, pageSize: 500 },
      { page: 2, pageSize: 500 },
      { page: 3, pageSize: 500 },
    ]);
    for (const query of calls) {
      expect(query.locale).toBe('de');
      expect(query.fields).toEqual(requests.collections.events.list.fields);
      expect(query.fields).not.toContain('body');
      expect(Object.keys(query.populate ?? {})).not.toContain('seo');
    }
  });

  it('cache per locale: one request per list and locale', async () => {
    const client = fixtureClient();
    const reads = setup(client);
    const german = await reads.getExhibitions('de');
    const english = await reads.getExhibitions('en');
    expect(await reads.getExhibitions('de')).toBe(german);
    expect(german.every((teaser) => teaser.alternates.de === teaser.slug)).toBe(true);
    expect(english.every((teaser) => teaser.alternates.en === teaser.slug)).toBe(true);
    expect(client.calls.map((call) => call.query.locale)).toEqual(['de', 'en']);
  });

  it('read again after a change only the types the change names', async () => {
    const client = fixtureClient();
    const reads = setup(client);
    await reads.getExhibitions('de');
    await reads.getEvents('de');
    expect(reads.invalidateContent(['exhibitions'])).toBe(1);
    await reads.getExhibitions('de');
    await reads.getEvents('de');
    expect(client.calls.map((call) => typeOf(call.path))).toEqual([
      'exhibitions',
      'events',
      'exhibitions',
    ]);
  });

  it('give lists of every kind as teasers', async () => {
    const reads = setup();
    const lists = await Promise.all([
      reads.getExhibitions('en'),
      reads.getEvents('en'),
      reads.getOffers('en'),
      reads.getDigitalOffers('en'),
      reads.getPressReleases('en'),
    ]);
    expect(lists.map((list) => list[0]?.contentType)).toEqual([
      'exhibition',
      'event',
      'offer',
      'discover',
      'press',
    ]);
  });

  it('ask for not localized content once, without a locale', async () => {
    const client = fixtureClient();
    const reads = setup(client);
    await reads.getPartners();
    await reads.getRedirects();
    await reads.getPartners();
    expect(client.calls.map((call) => [call.path, call.query.locale])).toEqual([
      ['/api/partners', undefined],
      ['/api/redirects', undefined],
    ]);
  });

  it('ask as SPEC §7 says: seasonal colours with seasons and locale de, contact with its localizations', async () => {
    const client = fixtureClient();
    const reads = setup(client);
    await reads.getSeasonalColors();
    await reads.getGeneralContact('en');
    const seasons = client.calls.find((call) => call.path === '/api/seasonal-colors-collection');
    expect(seasons?.query).toMatchObject({ populate: { seasons: true }, locale: 'de' });
    const contact = client.calls.find((call) => call.path === '/api/general-contact');
    expect(contact?.query).toMatchObject({
      locale: 'en',
      populate: { general: true, press: true, offers: true, seo: expect.anything() },
    });
    expect(contact?.query.populate).toHaveProperty('localizations');
  });

  it('filter pages by section, ordered by order then title', async () => {
    const reads = setup();
    const all = await reads.getPages('de');
    for (const section of ['visit', 'museum', 'accessibility'] as const) {
      const pages = await reads.getPages('de', { section });
      expect(pages).toEqual(all.filter((page) => page.section === section));
    }
    const orders = all.map((page) => page.order ?? Infinity);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(all.every((page) => !('blocks' in page))).toBe(true);
  });

  it('filter categories by scope', async () => {
    const reads = setup();
    const all = await reads.getCategories('de');
    const scope = all[0]!.scope;
    expect(await reads.getCategories('de', scope)).toEqual(all.filter((c) => c.scope === scope));
    expect((await reads.getTargetGroups('en')).length).toBeGreaterThan(0);
    expect(
      (await reads.getAccessibilityTags('en')).every((tag) => tag.alternates.en === tag.slug),
    ).toBe(true);
  });
});

describe('detail reads', () => {
  const detailOf = (type: string) => {
    const name = fixtureNames.find((n) => n.type === type && n.detail && n.locale === 'de')!;
    return (readFixture('v5', name.file) as { data: { slug: string }[] }).data[0]!.slug;
  };

  it('ask for one entry by slug with the detail query, apart from the list', async () => {
    const client = fixtureClient();
    const reads = setup(client);
    const slug = detailOf('events');
    const event = await reads.getEvent(slug, 'de');
    await reads.getEvents('de');
    expect(event?.slug).toBe(slug);
    const [detail, list] = client.calls;
    expect(detail?.query.filters).toEqual({ slug: { $eq: slug } });
    expect(detail?.query.populate).toEqual(requests.collections.events.detail.populate);
    expect(list?.query.filters).toBeUndefined();
  });

  it('answer null for an unknown slug and for a German-only entry in English', async () => {
    const reads = setup();
    expect(await reads.getExhibition('no-such-exhibition', 'de')).toBeNull();
    const germanOnly = fixtureNames.find((name) => {
      if (name.type !== 'events' || !name.detail || name.locale !== 'en') return false;
      return (readFixture('v5', name.file) as { data: unknown[] }).data.length === 0;
    })!;
    expect(await reads.getEvent(germanOnly.detail!, 'en')).toBeNull();
    const german = await reads.getEvent(germanOnly.detail!, 'de');
    expect(german?.alternates).toEqual({ de: germanOnly.detail });
  });

  const pageWithPartners = () =>
    fixtureNames.find((name) => {
      if (name.type !== 'pages' || !name.detail || name.locale !== 'de') return false;
      return JSON.stringify(readFixture('v5', name.file)).includes('blocks.partner-list');
    })!;

  it('fill partner lists of a page with the partners of their group', async () => {
    const reads = setup();
    const page = await reads.getPage(pageWithPartners().detail!, 'de');
    const partners = await reads.getPartners();
    const lists = page?.blocks.filter((block) => block.kind === 'partner-list') ?? [];
    expect(lists.length).toBeGreaterThan(0);
    for (const block of lists) {
      if (block.kind !== 'partner-list') continue;
      const expected = block.group ? partners.filter((p) => p.group === block.group) : partners;
      expect(block.partners).toEqual(expected);
    }
  });

  it('give the site search each page as its detail page shows it, partner lists filled in', async () => {
    const fixtures = fixtureClient();
    const detail = readFixture('v5', pageWithPartners().file);
    // Every page read (all of them, or one by its document id) answers that page.
    const reads = setup({
      get: (path, query) =>
        typeOf(path) === 'pages' ? Promise.resolve(detail) : fixtures.get(path, query),
    });
    const shown = await reads.getPage(pageWithPartners().detail!, 'de');
    const [entry] = await reads.getAllDetailed('pages', 'de');
    expect(entry?.item).toEqual(shown);
    expect(await reads.getByDocumentId('pages', entry!.documentId, 'de')).toEqual(shown);
    const filled = shown?.blocks.some(
      (block) => block.kind === 'partner-list' && block.partners.length > 0,
    );
    expect(filled).toBe(true);
  });

  it('give an author their digital offers and a category its digital offers', async () => {
    const reads = setup();
    const offers = await reads.getDigitalOffers('de');
    const authorSlug = detailOf('authors');
    const author = await reads.getAuthor(authorSlug, 'de');
    expect(author?.slug).toBe(authorSlug);
    expect(author?.digitalOffers).toEqual(offers.filter((o) => o.author?.slug === authorSlug));
    const categorySlug = offers.flatMap((offer) => offer.categories)[0]!.slug;
    const categories = await reads.getCategories('de', 'discover');
    const category = await reads.getDigitalOfferCategory(categorySlug, 'de');
    if (categories.some((c) => c.slug === categorySlug)) {
      expect(category?.digitalOffers.length).toBeGreaterThan(0);
      expect(
        category?.digitalOffers.every((o) => o.categories.some((c) => c.slug === categorySlug)),
      ).toBe(true);
    } else {
      // The recorded category list is one page of three; unknown categories give null.
      expect(category).toBeNull();
    }
    expect(await reads.getAuthor('nobody', 'de')).toBeNull();
  });

  it('find the redirect of a path from the CMS rules', async () => {
    const reads = setup();
    const [rule] = await reads.getRedirects();
    const path = rule!.from.endsWith('/*') ? `${rule!.from.slice(0, -2)}/x` : rule!.from;
    expect((await reads.findRedirect(path))?.redirect).toEqual(rule);
    expect(await reads.findRedirect('/no/such/legacy/path')).toBeNull();
  });

  it('log and drop a broken detail entry instead of failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client: CmsReader = { get: async () => ({ data: [{ id: 1, title: 'No slug' }] }) };
    expect(await setup(client).getOffer('x', 'de')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('offers[x][0]'));
    warn.mockRestore();
  });
});

describe('consent settings', () => {
  it('give the texts and services of the locale, cached, with the list fields only', async () => {
    const client = fixtureClient();
    const reads = setup(client);
    const german = await reads.getConsentSettings('de');
    const english = await reads.getConsentSettings('en');
    expect(german.texts.settingsHeading).toBe('Cookie-Einstellungen');
    expect(english.texts.settingsHeading).toBe('Cookie settings');
    expect(german.services.map((service) => service.id)).toEqual([
      'zentralmuseum',
      'matomo',
      'youtube',
    ]);
    expect(english.services[0]?.name).toBe('Zentralmuseum website');
    expect(german.services.every((service) => !('order' in service))).toBe(true);
    const again = await reads.getConsentSettings('de');
    expect(again.services).toBe(german.services);
    expect(client.calls.map((call) => [call.path, call.query.locale])).toEqual([
      ['/api/consent-text', 'de'],
      ['/api/consent-services', 'de'],
      ['/api/consent-text', 'en'],
      ['/api/consent-services', 'en'],
    ]);
    expect(client.calls[1]?.query.fields).toEqual(
      requests.collections['consent-services'].list.fields,
    );
  });

  it('put services in the editors’ order, leave out broken ones and a repeated id (logged once)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const entry = (serviceId: string, name: string, order: number | null) => ({
      id: order ?? 99,
      documentId: serviceId,
      serviceId,
      name,
      provider: 'P',
      category: 'external',
      purpose: 'Z',
      hosts: `${serviceId}.example`,
      order,
    });
    const client: CmsReader = {
      async get(path) {
        if (path === '/api/consent-text') return { data: null };
        return {
          data: [
            entry('vimeo', 'Vimeo', null),
            entry('youtube', 'YouTube', 30),
            { ...entry('spotify', 'Spotify', 30), category: 'marketing' },
            entry('osm', 'OpenStreetMap', 30),
            entry('youtube', 'YouTube (again)', 40),
            entry('matomo', 'Matomo', 10),
          ],
          meta: { pagination: { page: 1, pageSize: 500, pageCount: 1, total: 6 } },
        };
      },
    };
    const reads = setup(client);
    const { services, texts } = await reads.getConsentSettings('de');
    await reads.getConsentSettings('de');
    expect(services.map((service) => service.id)).toEqual(['matomo', 'osm', 'youtube', 'vimeo']);
    expect(services[1]?.hosts).toEqual(['osm.example']);
    // The client answers no consent-text here: texts are left to the UI catalogue.
    expect(texts.settingsHeading).toBeNull();
    const logged = warn.mock.calls.map(([message]) => String(message));
    expect(logged.filter((message) => message.includes('consent-services.youtube'))).toHaveLength(
      1,
    );
    expect(logged.some((message) => message.includes('consent-services[2]'))).toBe(true);
    warn.mockRestore();
  });

  it('give no texts (the UI catalogue stands in) when the CMS has no consent-text in that locale', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fixtures = fixtureClient();
    const client: CmsReader = {
      async get(path, query) {
        if (path === '/api/consent-text')
          throw new CmsError('404 Not Found', `https://cms.example.org${path}`, 404);
        return fixtures.get(path, query);
      },
    };
    const settings = await setup(client).getConsentSettings('en');
    expect(settings.texts.settingsHeading).toBeNull();
    expect(settings.texts.embedNotice).toBeNull();
    expect(settings.services).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('consent-text:en'));
    warn.mockRestore();
  });

  it('fail when the services cannot be read (the root loader shows no consent data then)', async () => {
    const client: CmsReader = {
      async get(path) {
        throw new CmsError('503', `https://cms.example.org${path}`, 503);
      },
    };
    await expect(setup(client).getConsentSettings('de')).rejects.toThrow(CmsError);
  });
});

describe('renewal after a change', () => {
  const werkstatt = 'd04arz0e7tdcm8gulioiz7oj';
  const kita = 'ysuzj9umr2pmlc1cio5ydyr8';

  function serviceWithCalls() {
    const client = fixtureClient();
    const service = serviceOver(client);
    const readAll = () =>
      Promise.all([
        service.getBySlug('events', 'familienfuehrung-entdeckertour', 'de'),
        service.getBySlug('events', 'kita-vormittag-kreisel', 'de'),
        service.getList('exhibitions', 'de'),
        service.getBySlug('exhibitions', 'farbe-als-material', 'de'),
        service.getSingle('home', 'de'),
      ]);
    const reads = () => {
      const count = (test: (call: { path: string; query: Query }) => boolean) =>
        client.calls.filter(test).length;
      return {
        familyTour: count((c) => c.query.filters?.slug?.$eq === 'familienfuehrung-entdeckertour'),
        kita: count((c) => c.query.filters?.slug?.$eq === 'kita-vormittag-kreisel'),
        exhibitions: count((c) => c.path === '/api/exhibitions' && !c.query.filters),
        otherExhibition: count((c) => c.query.filters?.slug?.$eq === 'farbe-als-material'),
        home: count((c) => c.path === '/api/home'),
      };
    };
    return { service, client, readAll, reads };
  }

  const affected = ['exhibitions', 'events', 'home'];

  it('renews, of other collections, only the answers that contain a document the change names', async () => {
    const { service, readAll, reads } = serviceWithCalls();
    await readAll();
    service.invalidate(affected, { type: 'exhibitions', documents: [werkstatt] });
    await readAll();
    // The event that shows the exhibition, the list of exhibitions and the home page again; the
    // event that does not show it and another exhibition's page stay as they were.
    expect(reads()).toEqual({
      familyTour: 2,
      kita: 1,
      exhibitions: 2,
      otherExhibition: 1,
      home: 2,
    });
  });

  it('renews an entry the change relates anew to, which its cached answer does not yet name', async () => {
    const { service, readAll, reads } = serviceWithCalls();
    await readAll();
    service.invalidate(affected, { type: 'exhibitions', documents: [werkstatt, kita] });
    await readAll();
    expect(reads()).toMatchObject({ familyTour: 2, kita: 2 });
  });

  it('renews a page that was not found, which the change may have published', async () => {
    const { service, client } = serviceWithCalls();
    const missing = () => service.getBySlug('exhibitions', 'neue-ausstellung', 'de');
    expect(await missing()).toBeNull();
    service.invalidate(affected, { type: 'exhibitions', documents: ['new-document'] });
    await missing();
    const asked = client.calls.filter((c) => c.query.filters?.slug?.$eq === 'neue-ausstellung');
    expect(asked).toHaveLength(2);
  });

  // Issue 41, finding 1: a NUL byte in a slug made Strapi on PostgreSQL answer 500, which opened
  // the breaker for every visitor.
  it('asks the CMS nothing for a slug that no entry can have, and finds nothing', async () => {
    const { service, client } = serviceWithCalls();
    for (const slug of ['x\u0000', 'a b', 'ä', 'x/y', '%00', 'x'.repeat(256), ''])
      expect(await service.getBySlug('exhibitions', slug, 'de'), JSON.stringify(slug)).toBeNull();
    expect(client.calls.filter((c) => c.query.filters?.slug)).toEqual([]);
    expect(await service.getBySlug('exhibitions', 'farbe-als-material', 'de')).not.toBeNull();
  });

  it('renews every answer of the affected types when the change names no documents', async () => {
    const { service, readAll, reads } = serviceWithCalls();
    await readAll();
    service.invalidate(affected, null);
    await readAll();
    expect(reads()).toEqual({
      familyTour: 2,
      kita: 2,
      exhibitions: 2,
      otherExhibition: 2,
      home: 2,
    });
  });
});
