import { describe, expect, it } from 'vitest';
import { readFixture, testContext } from '../__fixtures__/files';
import { responseData } from '../strapi';
import { toEvent, toEvents } from './event';

/** An event as Strapi 5 answers it (flat), with the fields calendars need. */
const flat = {
  id: 12,
  documentId: 'k3v9event',
  title: 'Lesung',
  slug: 'lesung',
  locale: 'de',
  startDate: '2026-12-01T18:00:00.000Z',
  endDate: '2026-12-01T19:30:00.000Z',
  eventStatus: 'cancelled',
  freeAdmission: true,
  updatedAt: '2026-11-20T08:15:00.000Z',
};

describe('toEvent: status, free admission and revision', () => {
  it('reads them from the flat (v5) and the nested (v4) shape alike', () => {
    // A Strapi 4 source still calls the event's status "status".
    const { id, eventStatus: status, ...attributes } = flat;
    const fromV5 = toEvent(flat, testContext('de'));
    const fromV4 = toEvent(
      responseData({ data: { id, attributes: { ...attributes, status } } }),
      testContext('de'),
    );
    for (const event of [fromV5, fromV4]) {
      expect(event?.status).toBe('cancelled');
      expect(event?.freeAdmission).toBe(true);
    }
    expect(fromV5?.revision).toEqual({ id: 'k3v9event', updatedAt: '2026-11-20T08:15:00.000Z' });
  });

  it('takes a missing or unknown status as scheduled and a missing flag as not free', () => {
    const { eventStatus: _status, freeAdmission: _free, ...bare } = flat;
    expect(toEvent(bare, testContext('de'))).toMatchObject({
      status: 'scheduled',
      freeAdmission: false,
    });
    expect(toEvent({ ...flat, eventStatus: 'maybe' }, testContext('de'))?.status).toBe('scheduled');
  });

  it('prefers eventStatus to a Strapi 5 document status and keeps the latter out of the event', () => {
    const event = toEvent({ ...flat, status: 'published' }, testContext('de'));
    expect(event?.status).toBe('cancelled');
    expect(event).not.toHaveProperty('eventStatus');
  });
});

describe('toEvent: a series', () => {
  const series = {
    id: 4,
    frequency: 'monthly',
    interval: 2,
    monday: false,
    tuesday: null,
    saturday: true,
    sunday: true,
    weekOfMonth: 'last',
    until: '2027-06-30',
    count: 12,
    changes: [
      {
        id: 1,
        date: '2026-12-26',
        kind: 'cancelled',
        newStart: null,
        newEnd: null,
        noteDe: 'Feiertag',
        noteEn: null,
      },
      {
        id: 2,
        date: '2027-01-30',
        kind: 'moved',
        newStart: '2027-01-31T10:00:00.000Z',
        newEnd: null,
        noteDe: null,
        noteEn: null,
      },
      // Moved without a new start: the date is off.
      {
        id: 3,
        date: '2027-02-27',
        kind: 'moved',
        newStart: null,
        newEnd: null,
        noteDe: null,
        noteEn: null,
      },
      { id: 4, date: 'not a date', kind: 'cancelled' },
    ],
  };

  it('reads the editors’ fields from both shapes and reports a broken change', () => {
    const problems: string[] = [];
    const ctx = {
      ...testContext('de'),
      report: (problem: { where: string }) => problems.push(problem.where),
    };
    const { id, ...attributes } = { ...flat, series };
    const fromV5 = toEvent({ ...flat, series }, ctx);
    const fromV4 = toEvent(responseData({ data: { id, attributes } }), ctx);
    for (const event of [fromV5, fromV4]) {
      expect(event?.series).toEqual({
        frequency: 'monthly',
        interval: 2,
        weekdays: ['saturday', 'sunday'],
        weekOfMonth: -1,
        until: '2027-06-30',
        count: 12,
        changes: [
          {
            date: '2026-12-26',
            kind: 'cancelled',
            start: null,
            end: null,
            note: { de: 'Feiertag', en: 'Feiertag' },
          },
          {
            date: '2027-01-30',
            kind: 'moved',
            start: '2027-01-31T10:00:00.000Z',
            end: null,
            note: null,
          },
          { date: '2027-02-27', kind: 'cancelled', start: null, end: null, note: null },
        ],
      });
    }
    expect(problems).toEqual(['event.series.changes[3]', 'event.series.changes[3]']);
  });

  it('has no series without the component, and ignores the nth week of a weekly series', () => {
    expect(toEvent(flat, testContext('de'))?.series).toBeNull();
    const weekly = toEvent(
      { ...flat, series: { frequency: 'weekly', weekOfMonth: 'first', interval: 0 } },
      testContext('de'),
    );
    expect(weekly?.series).toMatchObject({
      frequency: 'weekly',
      interval: 1,
      weekdays: [],
      weekOfMonth: null,
    });
  });
});

describe('toEvent: the recorded series', () => {
  it('reads the seeded weekly series from both recorded shapes alike, shared by both languages', () => {
    const series = (shape: 'v4' | 'v5', locale: 'de' | 'en') =>
      toEvents(responseData(readFixture(shape, `events.${locale}`)), testContext(locale))
        .filter((event) => event.series)
        .map((event) => event.series);
    const german = series('v5', 'de');
    expect(german.length).toBeGreaterThan(0);
    expect(series('v4', 'de')).toEqual(german);
    expect(series('v5', 'en')).toEqual(german);
    expect(
      german.every((entry) => entry?.frequency === 'weekly' && entry.weekdays.length === 1),
    ).toBe(true);
    // The open studio: one date cancelled with a note, one moved to a new start.
    const changes = german.flatMap((entry) => entry?.changes ?? []);
    expect(changes.some((change) => change.kind === 'cancelled' && change.note)).toBe(true);
    expect(changes.some((change) => change.kind === 'moved' && change.start)).toBe(true);
  });
});
