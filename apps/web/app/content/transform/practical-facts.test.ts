/** The practical facts of decision 0055 through the transformers, in both answer shapes. */
import { describe, expect, it } from 'vitest';
import { noPracticalFacts } from '~/domain/practical-facts';
import { testContext } from '../__fixtures__/files';
import { responseData, type ContentProblem } from '../strapi';
import { toEvent } from './event';
import { toExhibition } from './exhibition';
import { toOffer } from './offer';

const facts = {
  price: 8,
  reducedPrice: '5.50',
  freeAdmission: false,
  ticketUrl: 'https://tickets.zentralmuseum.example/lesung',
  registrationRequired: true,
  registrationUrl: '/fuehrungen/anmeldung',
  registrationPhone: '+49 123 456 78-20',
  registrationMail: 'fuehrungen@zentralmuseum.example',
  room: ' U 03 ',
  stepFree: true,
  durationMinutes: 90,
  languages: 'de, EN,gsg, de',
};

const info = {
  id: 4,
  title: null,
  costs: 'Karten auch im Museumsshop',
  accessibility: 'Hocker am Eingang',
};

const tag = {
  id: 2,
  documentId: 'tag2',
  title: 'Barrierefrei',
  slug: 'barrierefrei',
  key: 'accessible',
};

const entries = {
  event: {
    id: 12,
    documentId: 'ev12',
    title: 'Lesung',
    slug: 'lesung',
    locale: 'de',
    startDate: '2026-12-01T18:00:00.000Z',
    ...facts,
    info,
  },
  offer: { id: 3, documentId: 'of3', title: 'Tastführung', slug: 'tastfuehrung', ...facts, info },
  exhibition: {
    id: 5,
    documentId: 'ex5',
    title: 'Stromlinien',
    slug: 'stromlinien',
    type: 'temporary',
    ...facts,
    info,
    accessibilityTags: [tag],
  },
};

/** The same entry as Strapi 4 nests it: attributes, relations and components under data. */
function nested(entry: Record<string, unknown>) {
  const { id, accessibilityTags, ...attributes } = entry;
  const tags = accessibilityTags as (typeof tag)[] | undefined;
  return responseData({
    data: {
      id,
      attributes: {
        ...attributes,
        ...(tags
          ? {
              accessibilityTags: {
                data: tags.map(({ id: tagId, ...rest }) => ({ id: tagId, attributes: rest })),
              },
            }
          : {}),
      },
    },
  });
}

const transformers = {
  event: toEvent,
  offer: toOffer,
  exhibition: toExhibition,
} as const;

const expected = {
  price: 8,
  reducedPrice: 5.5,
  freeAdmission: false,
  ticketUrl: 'https://tickets.zentralmuseum.example/lesung',
  registrationRequired: true,
  registrationUrl: '/fuehrungen/anmeldung',
  registrationPhone: '+49 123 456 78-20',
  registrationMail: 'fuehrungen@zentralmuseum.example',
  room: 'U 03',
  stepFree: true,
  durationMinutes: 90,
  languages: ['de', 'en', 'gsg'],
};

describe('practical facts', () => {
  it.each(Object.keys(transformers) as (keyof typeof transformers)[])(
    'are read alike from the flat (v5) and the nested (v4) %s',
    (kind) => {
      const transform = transformers[kind] as (
        value: unknown,
        ctx: ReturnType<typeof testContext>,
      ) => unknown;
      const problems: ContentProblem[] = [];
      const fromV5 = transform(entries[kind], testContext('de', problems)) as {
        facts: unknown;
        info: unknown;
      };
      const fromV4 = transform(nested(entries[kind]), testContext('de', problems)) as {
        facts: unknown;
        info: unknown;
      };
      expect(problems).toEqual([]);
      expect(fromV5.facts).toEqual(expected);
      expect(fromV4.facts).toEqual(expected);
      expect(fromV4.info).toEqual(fromV5.info);
      expect(fromV5.info).toMatchObject({
        costs: 'Karten auch im Museumsshop',
        accessibility: 'Hocker am Eingang',
      });
    },
  );

  it('gives an exhibition its accessibility tags in both shapes', () => {
    const v5 = toExhibition(entries.exhibition, testContext('de'));
    const v4 = toExhibition(nested(entries.exhibition), testContext('de'));
    expect(v5?.accessibilityTags).toEqual([
      { title: 'Barrierefrei', slug: 'barrierefrei', key: 'accessible' },
    ]);
    expect(v4?.accessibilityTags).toEqual(v5?.accessibilityTags);
  });

  it('are empty, never broken, for an entry without them (an older CMS)', () => {
    const { info: _info, ...bare } = entries.event;
    const plain = Object.fromEntries(Object.entries(bare).filter(([key]) => !(key in facts)));
    const problems: ContentProblem[] = [];
    const event = toEvent(plain, testContext('de', problems));
    expect(event?.facts).toEqual(noPracticalFacts);
    expect(event?.info).toBeNull();
    expect(problems).toEqual([]);
  });

  it('refuse an address that is not http(s) or a site path, and report it', () => {
    const problems: ContentProblem[] = [];
    const event = toEvent(
      {
        ...entries.event,
        ticketUrl: 'javascript:alert(1)',
        registrationUrl: '//evil.example/x',
        registrationMail: 'a@b.example?bcc=c@d.example',
        registrationPhone: 'call us',
      },
      testContext('de', problems),
    );
    expect(event?.facts).toMatchObject({
      ticketUrl: null,
      registrationUrl: null,
      registrationMail: null,
      registrationPhone: null,
      // The other facts still show.
      price: 8,
      room: 'U 03',
    });
    expect(problems.map((problem) => problem.where)).toEqual([
      'event.registrationPhone',
      'event.ticketUrl',
      'event.registrationUrl',
      'event.registrationMail',
    ]);
  });

  it('leave out a mailto or tel address as a ticket link: only web addresses sell tickets', () => {
    const event = toEvent(
      { ...entries.event, ticketUrl: 'mailto:kasse@zentralmuseum.example' },
      testContext('de'),
    );
    expect(event?.facts.ticketUrl).toBeNull();
  });

  it('drop language codes that are none, and wrong values as not stated', () => {
    const problems: ContentProblem[] = [];
    const event = toEvent(
      {
        ...entries.event,
        languages: 'de, Deutsch',
        price: -3,
        reducedPrice: 'five',
        stepFree: 'yes',
        durationMinutes: 0,
      },
      testContext('de', problems),
    );
    expect(event?.facts).toMatchObject({
      languages: ['de'],
      price: null,
      reducedPrice: null,
      stepFree: null,
      durationMinutes: null,
    });
    expect(problems.map((problem) => problem.where)).toEqual(['event.languages']);
  });
});
