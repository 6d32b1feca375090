import { describe, expect, it } from 'vitest';
import { defaultProgrammeFilter } from '~/features/programme-filters';
import { exhibitionSubscription, programmeSubscription, webcalUrl } from './feed-links';
import { feedFilter, selectProgrammeEvents } from './select-events';
import { testEvent } from './test-events';

const now = new Date('2026-11-20T12:00:00Z');
const options = { now, knownTargets: ['familien'], knownTypes: ['fuehrung', 'vortrag'] };

const day = (startDate: string, slug: string, changes = {}) =>
  testEvent({ slug, title: slug, startDate, endDate: null, ...changes });

const events = [
  day('2026-10-20T10:00:00Z', 'too-old'),
  day('2026-10-22T10:00:00Z', 'thirty-days-ago'),
  day('2026-11-19T10:00:00Z', 'yesterday', { targetGroups: [] }),
  day('2026-12-24T10:00:00Z', 'christmas', {
    categories: [{ title: 'Vortrag', slug: 'vortrag' }],
    targetGroups: [],
  }),
];
const slugs = (query: string) =>
  selectProgrammeEvents(events, new URLSearchParams(query), options).map((e) => e.slug);

describe('selectProgrammeEvents', () => {
  it('reaches 30 Berlin days back when the programme page would show only what is ahead', () => {
    expect(slugs('')).toEqual(['thirty-days-ago', 'yesterday', 'christmas']);
    expect(feedFilter(defaultProgrammeFilter, now)).toMatchObject({
      when: 'range',
      from: '2026-10-21',
      to: null,
    });
  });

  it('applies the page filters and drops what the page drops', () => {
    expect(slugs('target=familien')).toEqual(['thirty-days-ago']);
    expect(slugs('type=vortrag&utm_source=x&page=3')).toEqual(['christmas']);
    expect(slugs('when=month')).toEqual(['yesterday']);
    expect(slugs('view=review')).toEqual(['yesterday', 'thirty-days-ago', 'too-old']);
    expect(slugs('target=unknown')).toEqual(slugs(''));
  });
});

describe('selectProgrammeEvents with an exhibition', () => {
  const ref = (slug: string) => ({
    title: slug,
    slug,
    type: 'temporary' as const,
    seasonalColorRequired: false,
  });
  const inHall = { exhibitions: [ref('maschinenhalle')] };
  const exhibitionEvents = [
    day('2026-10-20T10:00:00Z', 'hall-too-old', inHall),
    day('2026-11-19T10:00:00Z', 'hall-yesterday', inHall),
    day('2026-12-01T10:00:00Z', 'hall-talk', {
      exhibitions: [ref('signale'), ref('maschinenhalle')],
      categories: [{ title: 'Vortrag', slug: 'vortrag' }],
      targetGroups: [],
    }),
    day('2026-12-02T10:00:00Z', 'signals-tour', { exhibitions: [ref('signale')] }),
    day('2026-12-03T10:00:00Z', 'no-exhibition'),
  ];
  const select = (query: string) =>
    selectProgrammeEvents(exhibitionEvents, new URLSearchParams(query), options).map((e) => e.slug);

  it("keeps only that exhibition's events, within the feed's period", () => {
    expect(select('exhibition=maschinenhalle')).toEqual(['hall-yesterday', 'hall-talk']);
    expect(select('exhibition=signale')).toEqual(['hall-talk', 'signals-tour']);
    // Blank means no exhibition asked for, not an exhibition without events.
    expect(select('exhibition=%20')).toEqual(select(''));
    expect(select('')).toHaveLength(4);
  });

  it('combines with the page filters', () => {
    expect(select('exhibition=maschinenhalle&type=vortrag')).toEqual(['hall-talk']);
    expect(select('exhibition=maschinenhalle&target=familien')).toEqual(['hall-yesterday']);
    expect(select('exhibition=signale&target=familien')).toEqual(['signals-tour']);
    expect(select('exhibition=maschinenhalle&view=review')).toEqual([
      'hall-yesterday',
      'hall-too-old',
    ]);
  });

  it('gives no events for an unknown exhibition, whatever else is asked', () => {
    expect(select('exhibition=gibt-es-nicht')).toEqual([]);
    expect(select('exhibition=gibt-es-nicht&type=vortrag')).toEqual([]);
    // Slugs are compared exactly: another language's or a differently written slug is unknown.
    expect(select('exhibition=Maschinenhalle')).toEqual([]);
  });
});

describe('subscription links', () => {
  it('name the feed of the filter without its page, also as webcal://', () => {
    const filter = { ...defaultProgrammeFilter, target: 'familien', page: 4 };
    expect(programmeSubscription('en', filter, 'https://museum.example')).toEqual({
      path: '/feeds/en/programme.ics?target=familien',
      webcal: 'webcal://museum.example/feeds/en/programme.ics?target=familien',
    });
    expect(exhibitionSubscription('de', 'farbe-als-material', 'https://museum.example')).toEqual({
      path: '/feeds/de/programme.ics?exhibition=farbe-als-material',
      webcal: 'webcal://museum.example/feeds/de/programme.ics?exhibition=farbe-als-material',
    });
    expect(webcalUrl('http://localhost:3200', '/feeds/de/programme.ics')).toBe(
      'webcal://localhost:3200/feeds/de/programme.ics',
    );
  });
});

describe('selectProgrammeEvents with a series', () => {
  // Every Saturday at 14:00 since October: several dates fall into this month.
  const saturdays = testEvent({
    slug: 'saturdays',
    startDate: '2026-10-03T12:00:00.000Z',
    endDate: null,
    series: {
      frequency: 'weekly',
      interval: 1,
      weekdays: [],
      weekOfMonth: null,
      until: null,
      count: null,
      changes: [],
    },
  });

  it('gives the series once, as itself with its rule, when any of its dates matches', () => {
    for (const query of ['', 'when=month', 'when=week']) {
      const selected = selectProgrammeEvents([saturdays], new URLSearchParams(query), options);
      expect(selected).toEqual([saturdays]);
    }
  });

  it('leaves it out when none of its dates matches', () => {
    const query = new URLSearchParams('from=2026-09-01&to=2026-09-30');
    expect(selectProgrammeEvents([saturdays], query, options)).toEqual([]);
  });
});
