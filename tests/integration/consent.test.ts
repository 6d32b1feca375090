import { describe, expect, it } from 'vitest';
import { get, getJson, type Locale } from './cms-client';

// Cookie consent (issue 15): texts and services editors own, read by the public role only.
const locales = ['de', 'en'] as const;

const textFields = [
  'barHeading',
  'barText',
  'settingsHeading',
  'settingsIntro',
  'necessaryTitle',
  'necessaryDescription',
  'analyticsTitle',
  'analyticsDescription',
  'externalTitle',
  'externalDescription',
  'embedNotice',
];

const seededServices = [
  ['zentralmuseum', 'necessary'],
  ['matomo', 'analytics'],
  ['youtube', 'external'],
  ['vimeo', 'external'],
  ['spotify', 'external'],
  ['openstreetmap', 'external'],
];

const services = async (locale: Locale, init?: RequestInit) =>
  (
    await getJson(
      `/api/consent-services?locale=${locale}&sort[0]=order:asc&pagination[pageSize]=100`,
      init,
    )
  ).data;

const hostsOf = (service: { hosts: string | null }) =>
  (service.hosts ?? '').split(/[\s,]+/).filter(Boolean);

describe('consent texts', () => {
  for (const locale of locales) {
    it(`are readable by the public in ${locale}, every text filled in`, async () => {
      const body = await getJson(`/api/consent-text?locale=${locale}`);
      expect(body.data.locale).toBe(locale);
      for (const field of textFields) expect(body.data[field], field).toMatch(/\S/);
      expect(body.data.embedNotice).toContain('{service}');
    });
  }

  it('differ between German and English', async () => {
    const [de, en] = await Promise.all(
      locales.map(async (locale) => (await getJson(`/api/consent-text?locale=${locale}`)).data),
    );
    for (const field of ['barText', 'settingsHeading', 'analyticsTitle', 'embedNotice'])
      expect(en[field], field).not.toBe(de[field]);
    expect(de.settingsHeading).toBe('Cookie-Einstellungen');
    expect(en.settingsHeading).toBe('Cookie settings');
  });
});

describe('consent services', () => {
  for (const locale of locales) {
    it(`are the seeded services with hosts, readable by the public in ${locale}`, async () => {
      const list = await services(locale);
      expect(list.map((service: any) => [service.serviceId, service.category])).toEqual(
        seededServices,
      );
      const byId = Object.fromEntries(list.map((service: any) => [service.serviceId, service]));
      // Only the hosts their frames load from: they are all the CSP's frame-src allows.
      expect(hostsOf(byId.youtube)).toEqual(['www.youtube-nocookie.com']);
      expect(hostsOf(byId.vimeo)).toEqual(['player.vimeo.com']);
      expect(hostsOf(byId.spotify)).toEqual(['open.spotify.com']);
      expect(hostsOf(byId.openstreetmap)).toEqual(['www.openstreetmap.org']);
      expect(hostsOf(byId.zentralmuseum)).toEqual([]);
      expect(byId.zentralmuseum.cookies).toMatch(/ncc_c[\s\S]*ncc_e[\s\S]*locale/);
      expect(byId.matomo.cookies).toMatch(/_pk_id[\s\S]*13[\s\S]*_pk_ses[\s\S]*30/);
      for (const service of list) {
        expect(service.name, service.serviceId).toMatch(/\S/);
        expect(service.provider, service.serviceId).toMatch(/\S/);
        expect(service.purpose, service.serviceId).toMatch(/\S/);
        expect(service.privacyUrl, service.serviceId).toMatch(/^(https:\/\/|\/)/);
      }
    });
  }

  it('share id, category, hosts and order across languages and translate the texts', async () => {
    const [de, en] = await Promise.all(locales.map((locale) => services(locale)));
    const shared = (service: any) => [
      service.documentId,
      service.serviceId,
      service.category,
      service.hosts,
      service.order,
    ];
    expect(en.map(shared)).toEqual(de.map(shared));
    const site = (list: any[]) => list.find((service) => service.serviceId === 'zentralmuseum');
    expect(site(en).name).not.toBe(site(de).name);
    expect(site(en).purpose).not.toBe(site(de).purpose);
  });

  it('answer in the nested v4 shape when asked to', async () => {
    const list = await services('de', { headers: { 'Strapi-Response-Format': 'v4' } });
    expect(list[0].attributes.serviceId).toBe('zentralmuseum');
  });
});

describe('the public role', () => {
  const send = (method: string, path: string, data: unknown) =>
    get(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    });

  it('cannot change consent texts or services', async () => {
    const [first] = await services('de');
    const service = {
      serviceId: 'tracker',
      name: 'Tracker',
      provider: 'Somebody',
      category: 'external',
      purpose: 'Tracking',
    };
    expect((await send('POST', '/api/consent-services', service)).status).toBe(403);
    expect(
      (await send('PUT', `/api/consent-services/${first.documentId}`, { hosts: 'x.example' }))
        .status,
    ).toBe(403);
    expect(
      (await get(`/api/consent-services/${first.documentId}`, { method: 'DELETE' })).status,
    ).toBe(403);
    expect((await send('PUT', '/api/consent-text?locale=de', { barHeading: 'x' })).status).toBe(
      403,
    );
    expect((await get('/api/consent-text?locale=de', { method: 'DELETE' })).status).toBe(403);
    expect((await services('de')).map((s: any) => s.serviceId)).not.toContain('tracker');
  });

  it('still cannot read booking requests, users or uploads', async () => {
    for (const path of ['/api/booking-requests', '/api/users', '/api/upload/files'])
      expect((await get(path)).status, path).toBe(403);
  });
});

describe('embedded content in the demo pages', () => {
  const embedsOf = async (slug: string, locale: Locale) => {
    const body = await getJson(
      `/api/pages?locale=${locale}&filters[slug][$eq]=${slug}&populate[blocks][on][blocks.embed][populate][poster]=true`,
    );
    return body.data[0].blocks.filter((block: any) => block.__component === 'blocks.embed');
  };

  it('shows a map of OpenStreetMap on the page about getting there', async () => {
    for (const [slug, locale] of [
      ['lage-anfahrt', 'de'],
      ['location-directions', 'en'],
    ] as const) {
      const [map] = await embedsOf(slug, locale);
      expect(map.url).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
      expect(map.embedUrl).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=/,
      );
      expect(map.title).toMatch(/\S/);
    }
  });

  it('has a Spotify embed of the podcast with a poster', async () => {
    for (const [slug, locale] of [
      ['kooperationen', 'de'],
      ['cooperations', 'en'],
    ] as const) {
      const [podcast] = await embedsOf(slug, locale);
      expect(podcast.url).toMatch(/^https:\/\/open\.spotify\.com\/(show|episode)\/\w{22}$/);
      expect(podcast.embedUrl).toBeNull();
      expect(podcast.poster.mime).toMatch(/^image\//);
    }
  });

  it('has its two videos on YouTube and Vimeo', async () => {
    const body = await getJson(
      '/api/digital-offers?locale=de&filters[type][$eq]=Video&fields[0]=videoUrl&sort[0]=publishedDate:desc',
    );
    expect(body.data.map((offer: any) => new URL(offer.videoUrl).host)).toEqual([
      'www.youtube.com',
      'vimeo.com',
    ]);
  });

  it('explains cookies, Matomo and external content in the privacy policy', async () => {
    // Named in both languages: the cookies, the privacy-enhanced host and the providers.
    const named = [
      'ncc_c',
      'ncc_e',
      'locale',
      'zm_booking_received',
      '_pk_id',
      '_pk_ses',
      'youtube-nocookie.com',
      'Vimeo',
      'Spotify',
      'OpenStreetMap',
    ];
    const wanted = {
      de: [...named, '„Cookie-Einstellungen“'],
      en: [...named, 'Cookie settings'],
    };
    for (const [slug, locale] of [
      ['datenschutz', 'de'],
      ['privacy-policy', 'en'],
    ] as const) {
      const body = await getJson(
        `/api/pages?locale=${locale}&filters[slug][$eq]=${slug}&populate[blocks]=true`,
      );
      const text = JSON.stringify(body.data[0].blocks);
      for (const word of wanted[locale]) expect(text, word).toContain(word);
      expect(text).not.toContain('anonymis');
    }
  });
});
