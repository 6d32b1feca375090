import { describe, expect, it } from 'vitest';
import { applyProgrammeFilter, itemSpan, type ProgrammeItem } from './apply-filter';
import { defaultProgrammeFilter, type ProgrammeFilter } from './filter';

type Item = ProgrammeItem & { id: string };

function item(id: string, startDate: string, extra: Partial<Item> = {}): Item {
  return { id, startDate, targetGroups: [], categories: [], ...extra };
}

const ids = (items: Item[]) => items.map((entry) => entry.id);
const filterOf = (changes: Partial<ProgrammeFilter>): ProgrammeFilter => ({
  ...defaultProgrammeFilter,
  ...changes,
});

describe('this week across the spring DST change (week of 23–29 March 2026)', () => {
  const now = new Date('2026-03-26T12:00:00Z');
  const items = [
    item('sunday-before-23:45', '2026-03-22T22:45:00Z', { endDate: '2026-03-22T22:50:00Z' }),
    item('monday-00:15', '2026-03-22T23:15:00Z', { endDate: '2026-03-22T23:30:00Z' }),
    item('sunday-23:30-summer', '2026-03-29T21:30:00Z', { endDate: '2026-03-29T21:45:00Z' }),
    item('next-monday-00:30', '2026-03-29T22:30:00Z', { endDate: '2026-03-29T23:00:00Z' }),
  ];

  it('includes Monday 00:15 CET and Sunday 23:30 CEST only', () => {
    expect(ids(applyProgrammeFilter(items, filterOf({ when: 'week' }), now))).toEqual([
      'monday-00:15',
      'sunday-23:30-summer',
    ]);
  });
});

describe('this month across the autumn DST change (October 2026)', () => {
  const now = new Date('2026-10-20T08:00:00Z');
  const items = [
    item('30-sep-23:30', '2026-09-30T21:30:00+00:00', { endDate: '2026-09-30T21:45:00Z' }),
    item('1-oct-00:30', '2026-10-01T00:30:00+02:00', { endDate: '2026-10-01T01:00:00+02:00' }),
    item('31-oct-23:30', '2026-10-31T23:30:00+01:00', { endDate: '2026-10-31T23:45:00+01:00' }),
    item('1-nov-00:30', '2026-11-01T00:30:00+01:00', { endDate: '2026-11-01T01:00:00+01:00' }),
  ];

  it('keeps exactly the Berlin days of October', () => {
    expect(ids(applyProgrammeFilter(items, filterOf({ when: 'month' }), now))).toEqual([
      '1-oct-00:30',
      '31-oct-23:30',
    ]);
  });
});

describe('today, date range and overlap', () => {
  const now = new Date('2026-03-29T22:30:00Z'); // Monday 30 March, 00:30 in Berlin
  const items = [
    item('yesterday-evening', '2026-03-29T19:00:00+02:00', {
      endDate: '2026-03-29T21:00:00+02:00',
    }),
    item('today-morning', '2026-03-30T10:00:00+02:00', { endDate: '2026-03-30T12:00:00+02:00' }),
    item('exhibition', '2026-03-01', { endDate: '2026-06-30' }),
    item('all-day-31st', '2026-03-31T00:00:00+02:00', { allDay: true }),
  ];

  it('uses the Berlin day for today although UTC still says 29 March', () => {
    expect(ids(applyProgrammeFilter(items, filterOf({ when: 'today' }), now))).toEqual([
      'exhibition',
      'today-morning',
    ]);
  });

  it('includes both ends of a date range and items overlapping it', () => {
    const filter = filterOf({ when: 'range', from: '2026-03-31', to: '2026-03-31' });
    expect(ids(applyProgrammeFilter(items, filter, now))).toEqual(['exhibition', 'all-day-31st']);
  });

  it('handles open-ended ranges', () => {
    const until = filterOf({ when: 'range', from: null, to: '2026-03-29' });
    expect(ids(applyProgrammeFilter(items, until, now))).toEqual([
      'exhibition',
      'yesterday-evening',
    ]);
    const since = filterOf({ when: 'range', from: '2026-03-31', to: null });
    expect(ids(applyProgrammeFilter(items, since, now))).toEqual(['exhibition', 'all-day-31st']);
  });
});

describe('review, current and preview', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const items = [
    item('past-old', '2026-04-01T10:00:00+02:00', { endDate: '2026-04-01T12:00:00+02:00' }),
    item('past-recent', '2026-05-09T10:00:00+02:00', { endDate: '2026-05-09T12:00:00+02:00' }),
    item('running', '2026-05-10T13:00:00+02:00', { endDate: '2026-05-10T16:00:00+02:00' }),
    item('future-late', '2026-06-01T10:00:00+02:00'),
    item('future-soon', '2026-05-11T10:00:00+02:00'),
  ];

  it('shows what is not over yet when nothing is chosen, sorted by start', () => {
    expect(ids(applyProgrammeFilter(items, defaultProgrammeFilter, now))).toEqual([
      'running',
      'future-soon',
      'future-late',
    ]);
  });

  it('lists the review most recent first', () => {
    expect(ids(applyProgrammeFilter(items, filterOf({ view: 'review' }), now))).toEqual([
      'past-recent',
      'past-old',
    ]);
  });

  it('lists what runs now and what is coming', () => {
    expect(ids(applyProgrammeFilter(items, filterOf({ view: 'current' }), now))).toEqual([
      'running',
    ]);
    expect(ids(applyProgrammeFilter(items, filterOf({ view: 'preview' }), now))).toEqual([
      'future-soon',
      'future-late',
    ]);
  });

  it('shows past items of a chosen period without a view', () => {
    const may = filterOf({ when: 'month' });
    expect(ids(applyProgrammeFilter(items, may, now))).toEqual([
      'past-recent',
      'running',
      'future-soon',
    ]);
  });
});

describe('what, for whom and special', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const items = [
    item('family-workshop', '2026-06-01T10:00:00+02:00', {
      targetGroups: [{ slug: 'familien' }],
      categories: [{ slug: 'workshop' }],
      highlight: true,
    }),
    item('school-tour', '2026-06-02T10:00:00+02:00', {
      targetGroups: [{ slug: 'schulen' }],
      type: 'guidedTour',
    }),
    item('adult-talk', '2026-06-03T10:00:00+02:00', { categories: [{ slug: 'vortrag' }] }),
  ];

  it('filters by target group', () => {
    expect(ids(applyProgrammeFilter(items, filterOf({ target: 'familien' }), now))).toEqual([
      'family-workshop',
    ]);
  });

  it('filters by category slug or item type', () => {
    expect(ids(applyProgrammeFilter(items, filterOf({ type: 'workshop' }), now))).toEqual([
      'family-workshop',
    ]);
    expect(ids(applyProgrammeFilter(items, filterOf({ type: 'guidedTour' }), now))).toEqual([
      'school-tour',
    ]);
  });

  it('keeps only highlights when special is set', () => {
    expect(ids(applyProgrammeFilter(items, filterOf({ special: true }), now))).toEqual([
      'family-workshop',
    ]);
  });

  it('combines filters', () => {
    expect(
      applyProgrammeFilter(items, filterOf({ special: true, target: 'schulen' }), now),
    ).toEqual([]);
  });
});

describe('itemSpan', () => {
  it('reads times without offset as Berlin wall-clock time', () => {
    expect(itemSpan(item('x', '2026-03-29T10:00'))?.start).toBe(Date.parse('2026-03-29T08:00:00Z'));
  });

  it('lets an item without end last until the end of its Berlin day', () => {
    expect(itemSpan(item('x', '2026-10-25T10:00:00+01:00'))?.end).toBe(
      Date.parse('2026-10-25T23:00:00Z'),
    );
  });

  it('makes all-day items cover whole Berlin days', () => {
    const span = itemSpan(
      item('x', '2026-03-28T12:00:00+01:00', {
        allDay: true,
        endDate: '2026-03-29T12:00:00+02:00',
      }),
    );
    expect(span).toEqual({
      start: Date.parse('2026-03-27T23:00:00Z'),
      end: Date.parse('2026-03-29T22:00:00Z'),
    });
  });

  it('repairs an end before the start', () => {
    const span = itemSpan(
      item('x', '2026-05-01T10:00:00+02:00', { endDate: '2026-04-01T10:00:00+02:00' }),
    );
    expect(span?.end).toBe(Date.parse('2026-05-01T22:00:00Z'));
  });

  it('drops unreadable dates instead of throwing', () => {
    expect(itemSpan(item('x', 'soon'))).toBeNull();
    expect(itemSpan(item('x', '2026-02-30T10:00'))).toBeNull();
    expect(itemSpan(item('x', '2026-02-10T25:00'))).toBeNull();
    const broken = [item('a', 'never'), item('b', '2026-06-01T10:00:00+02:00')];
    expect(
      ids(applyProgrammeFilter(broken, defaultProgrammeFilter, new Date('2026-05-01T00:00:00Z'))),
    ).toEqual(['b']);
  });
});

describe('recurring items (a Saturday series 14:00–15:00 from 7 March 2026)', () => {
  const series = {
    frequency: 'weekly' as const,
    interval: 1,
    weekdays: [],
    weekOfMonth: null,
    until: '2026-05-30',
    count: null,
    changes: [
      { date: '2026-03-21', kind: 'cancelled' as const, start: null, end: null, note: null },
      {
        date: '2026-03-28',
        kind: 'moved' as const,
        start: '2026-03-29T09:00:00.000Z', // Sunday 11:00 CEST, the day of the change
        end: null,
        note: null,
      },
    ],
  };
  const tour = item('tour', '2026-03-07T13:00:00.000Z', {
    endDate: '2026-03-07T14:00:00.000Z',
    series,
    status: 'scheduled',
  });
  const single = item('single', '2026-03-25T10:00:00.000Z');
  const starts = (items: Item[]) => items.map((entry) => `${entry.id} ${entry.startDate}`);

  it('shows the occurrence on its day (today) at its Berlin time', () => {
    const now = new Date('2026-04-04T08:00:00Z'); // Saturday, summer time
    const [today, ...rest] = applyProgrammeFilter([tour, single], filterOf({ when: 'today' }), now);
    expect(rest).toEqual([]);
    expect(today?.startDate).toBe('2026-04-04T12:00:00.000Z');
    expect(today?.occurrence).toEqual({
      date: '2026-04-04',
      cancelled: false,
      moved: false,
      note: null,
    });
  });

  it('lists every date of a week, the cancelled one marked, the moved one at its new time', () => {
    const week = filterOf({ when: 'range', from: '2026-03-16', to: '2026-03-29' });
    const found = applyProgrammeFilter([tour, single], week, new Date('2026-03-16T08:00:00Z'));
    expect(starts(found)).toEqual([
      'tour 2026-03-21T13:00:00.000Z',
      'single 2026-03-25T10:00:00.000Z',
      'tour 2026-03-29T09:00:00.000Z',
    ]);
    expect(found[0]?.status).toBe('cancelled');
    expect(found[2]?.occurrence).toMatchObject({ date: '2026-03-28', moved: true });
  });

  it('keeps the item itself untouched', () => {
    applyProgrammeFilter([tour], filterOf({ when: 'month' }), new Date('2026-03-10T08:00:00Z'));
    expect(tour.startDate).toBe('2026-03-07T13:00:00.000Z');
    expect(tour.occurrence).toBeUndefined();
  });

  it('shows a series once in the open list, at its next date that takes place', () => {
    const now = new Date('2026-03-20T08:00:00Z'); // the next Saturday (21st) is cancelled
    expect(starts(applyProgrammeFilter([tour, single], defaultProgrammeFilter, now))).toEqual([
      'single 2026-03-25T10:00:00.000Z',
      'tour 2026-03-29T09:00:00.000Z',
    ]);
  });

  it('shows the latest past date in the review, and nothing after the series ended', () => {
    const later = new Date('2026-06-10T08:00:00Z');
    expect(starts(applyProgrammeFilter([tour], filterOf({ view: 'review' }), later))).toEqual([
      'tour 2026-05-30T12:00:00.000Z',
    ]);
    expect(applyProgrammeFilter([tour], defaultProgrammeFilter, later)).toEqual([]);
  });
});
