import { describe, expect, it } from 'vitest';
import type { EventSeries } from '~/domain/types';
import { berlinDatesRange } from './berlin-time';
import {
  firstSeriesDate,
  seriesCalendarRule,
  seriesOccurrences,
  type SeriesEvent,
} from './recurrence';

const weekly = (changes: Partial<EventSeries> = {}): EventSeries => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: [],
  weekOfMonth: null,
  until: null,
  count: null,
  changes: [],
  ...changes,
});

/** A Saturday tour 14:00–15:00 Berlin from 14 March 2026 (winter time, +01:00). */
const saturdayTour = (series: EventSeries): SeriesEvent => ({
  startDate: '2026-03-14T13:00:00.000Z',
  endDate: '2026-03-14T14:00:00.000Z',
  allDay: false,
  series,
});

const starts = (event: SeriesEvent, from: string, to: string) =>
  seriesOccurrences(event, berlinDatesRange(from, to)).map((item) => item.start.toISOString());

describe('seriesOccurrences', () => {
  it('keeps the Berlin wall-clock time across the spring DST change', () => {
    expect(starts(saturdayTour(weekly()), '2026-03-20', '2026-04-05')).toEqual([
      '2026-03-21T13:00:00.000Z', // 14:00 CET
      '2026-03-28T13:00:00.000Z', // 14:00 CET, the night before the change
      '2026-04-04T12:00:00.000Z', // 14:00 CEST
    ]);
  });

  it('keeps the wall-clock time and the length across the autumn DST change', () => {
    const [before, after] = seriesOccurrences(
      saturdayTour(weekly()),
      berlinDatesRange('2026-10-24', '2026-10-31'),
    );
    expect(before?.start.toISOString()).toBe('2026-10-24T12:00:00.000Z');
    expect(before?.end?.toISOString()).toBe('2026-10-24T13:00:00.000Z');
    expect(after?.start.toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(after?.end?.toISOString()).toBe('2026-10-31T14:00:00.000Z');
  });

  it('places an occurrence on the day of the change itself at its local time', () => {
    const sunday: SeriesEvent = {
      startDate: '2026-03-22T10:00:00.000Z', // Sunday 11:00 CET
      endDate: null,
      series: weekly(),
    };
    expect(starts(sunday, '2026-03-29', '2026-03-29')).toEqual(['2026-03-29T09:00:00.000Z']);
  });

  it('ends after COUNT occurrences, counted from the first', () => {
    const event = saturdayTour(weekly({ count: 3 }));
    expect(starts(event, '2026-03-01', '2026-05-31')).toEqual([
      '2026-03-14T13:00:00.000Z',
      '2026-03-21T13:00:00.000Z',
      '2026-03-28T13:00:00.000Z',
    ]);
  });

  it('ends on the UNTIL date, which is included', () => {
    const event = saturdayTour(weekly({ until: '2026-03-28' }));
    expect(starts(event, '2026-03-01', '2026-05-31')).toHaveLength(3);
    expect(
      starts(saturdayTour(weekly({ until: '2026-03-27' })), '2026-03-01', '2026-05-31'),
    ).toHaveLength(2);
  });

  it('prefers UNTIL over COUNT when both are given', () => {
    const event = saturdayTour(weekly({ until: '2026-04-04', count: 2 }));
    expect(starts(event, '2026-03-01', '2026-05-31')).toHaveLength(4);
  });

  it('repeats on several weekdays every second week', () => {
    const event = saturdayTour(weekly({ interval: 2, weekdays: ['saturday', 'sunday'] }));
    expect(starts(event, '2026-03-14', '2026-03-31')).toEqual([
      '2026-03-14T13:00:00.000Z',
      '2026-03-15T13:00:00.000Z',
      '2026-03-28T13:00:00.000Z',
      '2026-03-29T12:00:00.000Z',
    ]);
  });

  it('gives the nth and the last weekday of a month', () => {
    const first: SeriesEvent = {
      ...saturdayTour(weekly()),
      series: weekly({ frequency: 'monthly', weekdays: ['saturday'], weekOfMonth: 1 }),
    };
    expect(starts(first, '2026-03-15', '2026-06-30')).toEqual([
      '2026-04-04T12:00:00.000Z',
      '2026-05-02T12:00:00.000Z',
      '2026-06-06T12:00:00.000Z',
    ]);
    const last: SeriesEvent = {
      ...first,
      series: weekly({ frequency: 'monthly', weekdays: ['sunday'], weekOfMonth: -1 }),
    };
    expect(starts(last, '2026-03-01', '2026-05-31')).toEqual([
      '2026-03-29T12:00:00.000Z',
      '2026-04-26T12:00:00.000Z',
      '2026-05-31T12:00:00.000Z',
    ]);
  });

  it("repeats monthly on the start's day of the month without a weekday", () => {
    const event: SeriesEvent = {
      ...saturdayTour(weekly()),
      series: weekly({ frequency: 'monthly' }),
    };
    expect(starts(event, '2026-03-01', '2026-05-31')).toEqual([
      '2026-03-14T13:00:00.000Z',
      '2026-04-14T12:00:00.000Z',
      '2026-05-14T12:00:00.000Z',
    ]);
  });

  it('marks a cancelled date and keeps its note', () => {
    const note = { de: 'Fällt wegen Aufbau aus.', en: 'Off because of set-up work.' };
    const event = saturdayTour(
      weekly({
        changes: [{ date: '2026-03-21', kind: 'cancelled', start: null, end: null, note }],
      }),
    );
    const occurrences = seriesOccurrences(event, berlinDatesRange('2026-03-14', '2026-03-28'));
    expect(occurrences.map((item) => [item.date, item.cancelled])).toEqual([
      ['2026-03-14', false],
      ['2026-03-21', true],
      ['2026-03-28', false],
    ]);
    expect(occurrences[1]?.note).toEqual(note);
  });

  it('shows a moved occurrence at its new time, found from a period it moved into', () => {
    const event = saturdayTour(
      weekly({
        changes: [
          {
            date: '2026-03-21',
            kind: 'moved',
            start: '2026-03-24T17:00:00.000Z', // Tuesday 18:00 CET
            end: null,
            note: null,
          },
        ],
      }),
    );
    const [moved, ...rest] = seriesOccurrences(event, berlinDatesRange('2026-03-24', '2026-03-24'));
    expect(rest).toEqual([]);
    expect(moved).toMatchObject({ date: '2026-03-21', moved: true, cancelled: false });
    expect(moved?.start.toISOString()).toBe('2026-03-24T17:00:00.000Z');
    // Same length as planned: one hour.
    expect(moved?.end?.toISOString()).toBe('2026-03-24T18:00:00.000Z');
    // Not on its old date any more.
    expect(starts(event, '2026-03-21', '2026-03-21')).toEqual([]);
  });

  it('ignores a change of a date the rule does not give', () => {
    const event = saturdayTour(
      weekly({
        changes: [
          {
            date: '2026-03-22',
            kind: 'moved',
            start: '2026-03-24T17:00:00.000Z',
            end: null,
            note: null,
          },
        ],
      }),
    );
    expect(starts(event, '2026-03-24', '2026-03-24')).toEqual([]);
  });

  it('covers whole Berlin days for an all-day series', () => {
    const event: SeriesEvent = {
      startDate: '2026-03-13T23:00:00.000Z', // Saturday 14 March, Berlin midnight
      endDate: '2026-03-14T22:59:00.000Z',
      allDay: true,
      series: weekly(),
    };
    const [occurrence] = seriesOccurrences(event, berlinDatesRange('2026-03-28', '2026-03-28'));
    expect(occurrence?.start.toISOString()).toBe('2026-03-27T23:00:00.000Z');
    expect(occurrence?.end?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('gives nothing for an event without a series', () => {
    expect(starts({ ...saturdayTour(weekly()), series: null }, '2026-03-01', '2026-03-31')).toEqual(
      [],
    );
  });
});

describe('firstSeriesDate', () => {
  it("is the rule's first date on or after a start that does not fit the rule", () => {
    const event = saturdayTour(weekly({ weekdays: ['sunday'] }));
    expect(firstSeriesDate(event)).toBe('2026-03-15');
  });
});

describe('seriesCalendarRule', () => {
  it('writes RRULE with a UTC UNTIL, EXDATE for cancelled dates and the moved occurrences', () => {
    const event = saturdayTour(
      weekly({
        until: '2026-06-27',
        weekdays: ['saturday'],
        changes: [
          { date: '2026-04-04', kind: 'cancelled', start: null, end: null, note: null },
          {
            date: '2026-04-11',
            kind: 'moved',
            start: '2026-04-12T08:00:00.000Z',
            end: null,
            note: null,
          },
        ],
      }),
    );
    const rule = seriesCalendarRule(event)!;
    expect(rule.rrule.split(';').sort()).toEqual(
      ['FREQ=WEEKLY', 'WKST=MO', 'BYDAY=SA', 'UNTIL=20260627T120000Z'].sort(),
    );
    expect(rule.start.toISOString()).toBe('2026-03-14T13:00:00.000Z');
    expect(rule.excluded.map((date) => date.toISOString())).toEqual(['2026-04-04T12:00:00.000Z']);
    expect(rule.moved).toEqual([
      {
        recurrenceId: new Date('2026-04-11T12:00:00.000Z'),
        start: new Date('2026-04-12T08:00:00.000Z'),
        end: new Date('2026-04-12T09:00:00.000Z'),
        note: null,
      },
    ]);
  });

  it('writes the nth weekday of a month and COUNT', () => {
    const event = saturdayTour(
      weekly({
        frequency: 'monthly',
        interval: 2,
        weekdays: ['sunday'],
        weekOfMonth: -1,
        count: 4,
      }),
    );
    const rule = seriesCalendarRule(event)!;
    expect(rule.rrule.split(';').sort()).toEqual(
      ['FREQ=MONTHLY', 'INTERVAL=2', 'WKST=MO', 'BYDAY=-1SU', 'COUNT=4'].sort(),
    );
    // The first date the rule gives, not the event's own start (a Saturday).
    expect(rule.start.toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });
});
