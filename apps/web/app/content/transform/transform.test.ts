import { describe, expect, it } from 'vitest';
import type { Locale } from '~/site/locales';
import { readFixture as read, testContext } from '../__fixtures__/files';
import { flattenStrapi, responseData, type ContentProblem, type TransformContext } from '../strapi';
import { addressLines } from './general-contact';
import { altText } from './image';
import { singleTypeTransformers } from './index';

const readFixture = (shape: 'v4' | 'v5', name: string) => read(shape, name);
const context = (locale: Locale, problems: ContentProblem[] = []): TransformContext =>
  testContext(locale, problems);

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
    const home = singleTypeTransformers.home(
      responseData(readFixture('v4', 'home.en')),
      context('en'),
    );
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
