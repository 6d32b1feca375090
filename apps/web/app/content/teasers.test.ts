import { describe, expect, it } from 'vitest';
import { fixtureNames, readFixture, testContext } from './__fixtures__/files';
import { responseData, type ContentProblem } from './strapi';
import { toTeaser, type TeaserSource } from './teasers';
import { itemTransformers, singleTypeTransformers } from './transform';
import { toItems, type ItemTransformer } from './transform/teaser';
import type { ContentTeaser, EventTeaser } from '~/domain/types';

const teaserKeys: (keyof ContentTeaser)[] = [
  'contentType',
  'title',
  'slug',
  'type',
  'startDate',
  'endDate',
  'dateTimeOverride',
  'allDay',
  'targetGroups',
  'categories',
  'exhibition',
  'seasonalColorRequired',
  'highlight',
  'headline',
  'teaserText',
  'image',
  'alternates',
];

const kinds = {
  exhibitions: 'exhibition',
  events: 'event',
  offers: 'offer',
  'digital-offers': 'discover',
  'press-releases': 'press',
} as const;

function listOf(type: keyof typeof kinds): TeaserSource[] {
  const transform = itemTransformers[type] as ItemTransformer<TeaserSource>;
  return toItems(transform, responseData(readFixture('v4', `${type}.de`)), testContext('de'), type);
}

describe('toTeaser', () => {
  for (const [type, contentType] of Object.entries(kinds) as [keyof typeof kinds, string][]) {
    it(`gives every ${type} entry the one teaser shape`, () => {
      for (const item of listOf(type)) {
        const teaser = toTeaser(item);
        expect(teaser.contentType).toBe(contentType);
        for (const key of teaserKeys) expect(teaser, `${type}.${key}`).toHaveProperty(key);
        expect(teaser.title).toBe(item.title);
        expect(teaser.slug).toBe(item.slug);
        expect(teaser.alternates.de).toBe(item.slug);
        expect(JSON.stringify(teaser)).not.toMatch(/"(body|seo|gallery|quiz|downloads)"/);
      }
    });
  }

  it('gives events their exhibition relation and its seasonal colour flag', () => {
    const events = listOf('events').map(toTeaser);
    const related = events.find((teaser) => teaser.exhibition);
    expect(related?.seasonalColorRequired).toBe(related?.exhibition?.seasonalColorRequired);
    expect(
      events.every((teaser) => teaser.type === null && typeof teaser.startDate === 'string'),
    ).toBe(true);
  });

  it('uses the type field for exhibition, offer and digital offer types and the press kind', () => {
    const types = (type: keyof typeof kinds) => listOf(type).map((item) => toTeaser(item).type);
    expect(
      types('exhibitions').every((t) => /^(permanent|temporary|schauhaus)$/.test(t ?? '')),
    ).toBe(true);
    expect(types('offers').every((t) => /^(guidedTour|workshop|other)$/.test(t ?? ''))).toBe(true);
    expect(types('digital-offers').every((t) => /^(Blog|Podcast|Video|Quiz)$/.test(t ?? ''))).toBe(
      true,
    );
    expect(types('press-releases').every((t) => /^(release|kit)$/.test(t ?? ''))).toBe(true);
  });
});

describe('teasers in the v4 shape (nested under data.attributes)', () => {
  const nestedEvent = {
    id: 7,
    documentId: 'doc7',
    attributes: {
      title: 'Abendführung',
      slug: 'abendfuehrung',
      locale: 'de',
      startDate: '2026-05-01T17:00:00.000Z',
      endDate: null,
      dateTimeOverride: 'Jeden Freitag',
      highlight: true,
      status: 'postponed',
      image: { data: null },
      targetGroups: { data: [{ id: 1, attributes: { title: 'Erwachsene', slug: 'erwachsene' } }] },
      categories: { data: [] },
      exhibitions: {
        data: [
          {
            id: 3,
            attributes: {
              title: 'Schauhaus',
              slug: 'schauhaus',
              type: 'schauhaus',
              seasonalColorRequired: true,
            },
          },
        ],
      },
      localizations: { data: [{ id: 8, attributes: { slug: 'evening-tour', locale: 'en' } }] },
    },
  };

  const expected: EventTeaser = {
    contentType: 'event',
    title: 'Abendführung',
    slug: 'abendfuehrung',
    type: null,
    startDate: '2026-05-01T17:00:00.000Z',
    status: 'postponed',
    series: null,
    endDate: null,
    dateTimeOverride: 'Jeden Freitag',
    allDay: false,
    targetGroups: [{ title: 'Erwachsene', slug: 'erwachsene' }],
    categories: [],
    exhibition: {
      title: 'Schauhaus',
      slug: 'schauhaus',
      type: 'schauhaus',
      seasonalColorRequired: true,
    },
    seasonalColorRequired: true,
    highlight: true,
    headline: null,
    teaserText: null,
    image: null,
    alternates: { de: 'abendfuehrung', en: 'evening-tour' },
  };

  it('reads a menu section teaser', () => {
    const answer = {
      data: {
        id: 1,
        attributes: {
          program: { id: 2, title: 'Programm', teaserEvents: { data: [nestedEvent] } },
        },
      },
    };
    const problems: ContentProblem[] = [];
    const menu = singleTypeTransformers['site-menu'](
      responseData(answer),
      testContext('de', problems),
    );
    expect(problems).toEqual([]);
    expect(menu.sections[0]?.teasers).toEqual([expected]);
  });

  it('reads a list entry into the same teaser as its flat twin', () => {
    const { attributes, ...rest } = nestedEvent;
    const flat = {
      ...rest,
      ...attributes,
      image: null,
      targetGroups: attributes.targetGroups.data.map((term) => term.attributes),
      categories: [],
      exhibitions: attributes.exhibitions.data.map((exhibition) => exhibition.attributes),
      localizations: attributes.localizations.data.map((other) => other.attributes),
    };
    const read = (answer: unknown) =>
      toItems(itemTransformers.events, responseData(answer), testContext('de'), 'events').map(
        toTeaser,
      );
    expect(read({ data: [nestedEvent] })).toEqual([expected]);
    expect(read({ data: [flat] })).toEqual([expected]);
  });

  it('recorded menu teasers are the same in both shapes', () => {
    const teasers = (shape: 'v4' | 'v5') =>
      singleTypeTransformers['site-menu'](
        responseData(readFixture(shape, 'site-menu.en')),
        testContext('en'),
      ).sections.flatMap((section) => section.teasers);
    expect(teasers('v5').length).toBeGreaterThan(0);
    expect(teasers('v4')).toEqual(teasers('v5'));
    expect(fixtureNames.some((name) => name.file === 'site-menu.en')).toBe(true);
  });
});
