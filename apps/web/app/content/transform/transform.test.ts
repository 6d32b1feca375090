import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/site/locales';
import { flattenStrapi, responseData, type ContentProblem, type TransformContext } from '../strapi';
import { collectionTransformers, singleTypeTransformers } from './index';

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
    raw.visit.links.push({ label: '', uri: 42 });
    const problems: ContentProblem[] = [];
    const menu = singleTypeTransformers['site-menu'](raw, context('de', problems));
    expect(menu.sections[0]?.links).toHaveLength(2);
    expect(menu.sections).toHaveLength(6);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.where).toBe('site-menu.visit.links[2]');
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
  it('reduces an HTML address to text lines', () => {
    const contact = singleTypeTransformers['general-contact'](
      responseData(readFixture('v4', 'general-contact.de')),
      context('de'),
    );
    expect(contact.addressLines).toEqual(['Museumsinsel 1', '80538 München']);
    expect(contact.mail).toBe('info@zentralmuseum.example');
  });
});

describe('images', () => {
  it('makes URLs absolute and reads bilingual alt text', () => {
    const home = singleTypeTransformers.home(responseData(readFixture('v4', 'home.en')), context('en'));
    expect(home.image?.url).toMatch(/^https:\/\/cms\.example\.org\/uploads\//);
    expect(home.image?.alt).toEqual({ de: 'Eingangshalle', en: 'Entrance hall' });
    expect(home.image?.formats.thumbnail?.width).toBe(320);
    expect(home.image?.formats.large?.url).toMatch(/^https:\/\/cms\.example\.org\//);
  });
});

describe('collections', () => {
  it('leaves out an entry without a slug and keeps the others', () => {
    const data = structuredClone(responseData(readFixture('v5', 'events.de'))) as Record<
      string,
      unknown
    >[];
    delete data[0]?.slug;
    const problems: ContentProblem[] = [];
    const events = collectionTransformers.events(data, context('de', problems));
    expect(events.map((event) => event.slug)).toEqual(['familiensonntag']);
    expect(problems[0]?.where).toBe('events[0]');
  });

  it('reads relations of an exhibition', () => {
    const [exhibition] = collectionTransformers.exhibitions(
      responseData(readFixture('v4', 'exhibitions.de')),
      context('de'),
    );
    expect(exhibition?.events[0]?.contentType).toBe('event');
    expect(exhibition?.offers[0]?.title).toBe('Überblicksführung');
    expect(exhibition?.gallery).toHaveLength(1);
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
