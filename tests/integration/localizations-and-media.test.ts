import { describe, expect, it } from 'vitest';
import { getJson } from './cms-client';

const formatWidths = { thumbnail: 320, small: 480, medium: 960, large: 1600, xlarge: 2560 };

describe('localizations', () => {
  it('links the German and English versions of one exhibition', async () => {
    const german = await getJson(
      '/api/exhibitions?locale=de&fields[0]=slug&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale&pagination[pageSize]=100',
    );
    const linked = german.data.find((item: any) =>
      item.localizations.some((other: any) => other.locale === 'en'),
    );
    expect(linked).toBeDefined();
    const english = linked.localizations.find((other: any) => other.locale === 'en');
    expect(english.slug).not.toBe('');
    const back = await getJson(
      `/api/exhibitions?locale=en&filters[slug][$eq]=${encodeURIComponent(english.slug)}&populate[localizations][fields][0]=slug`,
    );
    expect(back.data).toHaveLength(1);
    expect(back.data[0].documentId).toBe(linked.documentId);
    expect(back.data[0].localizations.map((other: any) => other.slug)).toContain(linked.slug);
  });

  it('gives fixed pages the slugs of the specification in both languages', async () => {
    const pairs = [
      ['zeiten-preise', 'opening-prices'],
      ['lage-anfahrt', 'location-directions'],
      ['faq', 'faq-en'],
      ['geschichte-zm', 'history-zm'],
      ['datenschutz', 'privacy-policy'],
    ];
    for (const [de, en] of pairs) {
      const body = await getJson(
        `/api/pages?locale=de&filters[slug][$eq]=${de}&populate[localizations][fields][0]=slug`,
      );
      expect(body.data, de).toHaveLength(1);
      expect(body.data[0].localizations.map((other: any) => other.slug)).toContain(en);
    }
  });

  it('answers in the nested v4 shape when asked to', async () => {
    const body = await getJson('/api/exhibitions?locale=de&pagination[pageSize]=1', {
      headers: { 'Strapi-Response-Format': 'v4' },
    });
    expect(body.data[0].attributes.title).toEqual(expect.any(String));
  });
});

describe('media', () => {
  it('has images in the five widths with bilingual alternative text', async () => {
    const body = await getJson(
      '/api/exhibitions?locale=de&populate[image]=true&pagination[pageSize]=100',
    );
    const large = body.data
      .map((item: any) => item.image)
      .find((image: any) => image?.width >= 2560);
    expect(large).toBeDefined();
    for (const [name, width] of Object.entries(formatWidths)) {
      expect(large.formats[name]?.width, name).toBe(width);
    }
    const alt = JSON.parse(large.alternativeText);
    expect(alt.de).toEqual(expect.any(String));
    expect(alt.en).toEqual(expect.any(String));
    expect(alt.de).not.toBe(alt.en);
  });

  it('serves the podcast audio files', async () => {
    const body = await getJson(
      '/api/digital-offers?locale=de&filters[type][$eq]=Podcast&populate[audio]=true',
    );
    expect(body.data).toHaveLength(2);
    for (const podcast of body.data) {
      expect(podcast.audio.mime).toMatch(/^audio\//);
      const url = podcast.audio.url.startsWith('http')
        ? podcast.audio.url
        : `${process.env.CMS_URL}${podcast.audio.url}`;
      const audio = await fetch(url);
      expect(audio.status).toBe(200);
      expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    }
  });
});
