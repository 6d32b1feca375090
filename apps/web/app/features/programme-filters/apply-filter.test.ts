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
