import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/site/locales';
import { flattenStrapi, responseData, type ContentProblem, type TransformContext } from '../strapi';
import { addressLines } from './general-contact';
import { altText } from './image';
import { toEvents } from './event';
import { toExhibitions } from './exhibition';
import { singleTypeTransformers } from './index';
import { toOffers } from './offer';

const collectionTransformers = { exhibitions: toExhibitions, events: toEvents, offers: toOffers };

const fixtures = path.join(import.meta.dirname, '..', '__fixtures__');

function readFixture(shape: 'v4' | 'v5', name: string): unknown {
  return JSON.parse(readFileSync(path.join(fixtures, shape, `${name}.json`), 'utf8'));
}

function context(locale: Locale, problems: ContentProblem[] = []): TransformContext {
  return { locale, mediaBaseUrl: 'https://cms.example.org', report: (p) => problems.push(p) };
}

const transformers = { ...singleTypeTransformers, ...collectionTransformers } as Record<
  string,
  (data: unknown, ctx: TransformContext) => unknown
>;

/** Fixture files are named "<type>.<locale>.json" (or "<type>.json" when not localized). */
const fixtureNames = readdirSync(path.join(fixtures, 'v5'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function parseName(name: string): { type: string; locale: Locale } {
  const [type = '', locale] = name.split('.');
  return { type, locale: locale === 'en' ? 'en' : 'de' };
}

describe('transformers on recorded fixtures', () => {
  it('covers every single type and exhibitions, events and offers in both shapes', () => {
    const types = new Set(fixtureNames.map((name) => parseName(name).type));
    for (const type of Object.keys(transformers)) expect(types).toContain(type);
    expect(readdirSync(path.join(fixtures, 'v4')).sort()).toEqual(
      readdirSync(path.join(fixtures, 'v5')).sort(),
    );
  });

  for (const name of fixtureNames) {
    it(`gives the same domain object for the flat and the nested answer: ${name}`, () => {
      const { type, locale } = parseName(name);
      const transform = transformers[type];
      if (!transform) throw new Error(`no transformer for ${type}`);
      const problems: ContentProblem[] = [];
      const flat = transform(responseData(readFixture('v5', name)), context(locale, problems));
      const nested = transform(responseData(readFixture('v4', name)), context(locale, problems));
      expect(problems).toEqual([]);
      expect(nested).toEqual(flat);
      expect(JSON.stringify(flat)).not.toMatch(/"(attributes|documentId)"/);
    });
  }
});

describe('site menu', () => {
  const load = (locale: Locale) =>
    singleTypeTransformers['site-menu'](
      responseData(readFixture('v5', `site-menu.${locale}`)),
      context(locale),
    );

  it('lists the six sections in order with their titles and links', () => {
    const menu = load('en');
    expect(menu.sections.map((section) => section.id)).toEqual([
      'visit',
      'program',
      'offer',
      'discover',
      'accessibility',
      'museum',
    ]);
    expect(menu.sections.every((section) => section.title.length > 0)).toBe(true);
    expect(menu.sections[0]?.links[0]?.uri.startsWith('/en/')).toBe(true);
  });

  it('drops only the broken link and reports it', () => {
    const raw = structuredClone(responseData(readFixture('v5', 'site-menu.de'))) as {
      visit: { links: unknown[] };
    };
    const linkCount = raw.visit.links.length;
    raw.visit.links.push({ label: '', uri: 42 });
    const problems: ContentProblem[] = [];
    const menu = singleTypeTransformers['site-menu'](raw, context('de', problems));
    expect(menu.sections[0]?.links).toHaveLength(linkCount);
    expect(menu.sections).toHaveLength(6);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.where).toBe(`site-menu.visit.links[${linkCount}]`);
  });

  it('leaves out a broken section and keeps the rest', () => {
    const raw = structuredClone(responseData(readFixture('v5', 'site-menu.de'))) as Record<
      string,
      unknown
    >;
    raw.discover = { title: null };
    const problems: ContentProblem[] = [];
    const menu = singleTypeTransformers['site-menu'](raw, context('de', problems));
    expect(menu.sections.map((section) => section.id)).not.toContain('discover');
    expect(menu.sections).toHaveLength(5);
    expect(problems.map((problem) => problem.where)).toEqual(['site-menu.discover']);
  });

  it('turns empty content into an empty menu', () => {
    const menu = singleTypeTransformers['site-menu'](null, context('de'));
    expect(menu.sections).toEqual([]);
  });
});

describe('general contact', () => {
  it('reads address lines, phone and mail', () => {
    const contact = singleTypeTransformers['general-contact'](
      responseData(readFixture('v4', 'general-contact.de')),
      context('de'),
    );
    expect(contact.addressLines.length).toBeGreaterThan(1);
    expect(contact.mail).toMatch(/@/);
    expect(contact.phone).toBeTruthy();
  });

  it('reduces an HTML address (older v4 data) to text lines', () => {
    const raw = structuredClone(responseData(readFixture('v4', 'general-contact.de'))) as {
      address: string;
    };
    const lines = raw.address.split('\n');
    raw.address = `<p>${lines.join('<br/>')}</p>`;
    const contact = singleTypeTransformers['general-contact'](raw, context('de'));
    expect(contact.addressLines).toEqual(lines);
    expect(addressLines('<p>A &amp; B<br>C</p><p>D</p>')).toEqual(['A & B', 'C', 'D']);
  });
});

describe('images', () => {
  it('makes URLs absolute and reads bilingual alt text', () => {
    const home = singleTypeTransformers.home(responseData(readFixture('v4', 'home.en')), context('en'));
    expect(home.image?.url).toMatch(/^https:\/\/cms\.example\.org\/uploads\//);
    expect(home.image?.alt.de).toBeTruthy();
    expect(home.image?.alt.en).toBeTruthy();
    expect(home.image?.alt.de).not.toBe(home.image?.alt.en);
    expect(home.image?.formats.thumbnail?.width).toBe(320);
    for (const format of Object.values(home.image?.formats ?? {})) {
      expect(format.url).toMatch(/^https:\/\/cms\.example\.org\//);
    }
  });

  it('accepts plain alt text and JSON with one language', () => {
    expect(altText('Foyer')).toEqual({ de: 'Foyer', en: 'Foyer' });
    expect(altText('{"de":"Halle"}')).toEqual({ de: 'Halle', en: 'Halle' });
    expect(altText(null)).toEqual({ de: '', en: '' });
  });
});

describe('collections', () => {
  it('leaves out an entry without a slug and keeps the others', () => {
    const data = structuredClone(responseData(readFixture('v5', 'events.de'))) as Record<
      string,
      unknown
    >[];
    const slugs = data.map((event) => event.slug);
    delete data[0]?.slug;
    const problems: ContentProblem[] = [];
    const events = collectionTransformers.events(data, context('de', problems));
    expect(events.map((event) => event.slug)).toEqual(slugs.slice(1));
    expect(problems[0]?.where).toBe('events[0]');
  });

  it('reads relations and media of exhibitions, events and offers', () => {
    const exhibitions = collectionTransformers.exhibitions(
      responseData(readFixture('v4', 'exhibitions.de')),
      context('de'),
    );
    expect(exhibitions.length).toBeGreaterThan(0);
    expect(exhibitions.some((exhibition) => exhibition.events.length > 0)).toBe(true);
    expect(exhibitions.every((exhibition) => exhibition.image !== null)).toBe(true);
    const events = collectionTransformers.events(
      responseData(readFixture('v4', 'events.en')),
      context('en'),
    );
    expect(events.some((event) => event.exhibitions.length > 0)).toBe(true);
    expect(events.some((event) => event.targetGroups.length > 0)).toBe(true);
    const offers = collectionTransformers.offers(
      responseData(readFixture('v4', 'offers.de')),
      context('de'),
    );
    expect(offers.some((offer) => offer.info !== null)).toBe(true);
  });
});

describe('flattenStrapi', () => {
  it('unwraps entries, relations, empty relations and media', () => {
    expect(
      flattenStrapi({
        id: 1,
        attributes: {
          title: 'A',
          image: { data: { id: 2, attributes: { url: '/a.jpg' } } },
          tags: { data: [] },
          cover: { data: null },
          component: { id: 3, label: 'x' },
        },
      }),
    ).toEqual({
      id: 1,
      title: 'A',
      image: { id: 2, url: '/a.jpg' },
      tags: [],
      cover: null,
      component: { id: 3, label: 'x' },
    });
  });
});
