import { describe, expect, it } from 'vitest';
import {
  berlinClockTime,
  berlinDate,
  berlinDatesRange,
  berlinDayRange,
  berlinInstant,
  berlinIso,
  berlinMonthRange,
  berlinOffset,
  berlinWeekRange,
  berlinWeekendRange,
  offsetMinutesAt,
  toBerlinIso,
} from './berlin-time';

const at = (iso: string) => new Date(iso);
const hours = (range: { start: Date; end: Date }) =>
  (range.end.getTime() - range.start.getTime()) / 3_600_000;

describe('berlinDate around midnight (instants given in UTC)', () => {
  it('is already the next day in Berlin at 23:30 UTC in winter', () => {
    expect(berlinDate(at('2026-01-14T22:59:59Z'))).toBe('2026-01-14');
    expect(berlinDate(at('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
  });

  it('switches at 22:00 UTC in summer', () => {
    expect(berlinDate(at('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(berlinDate(at('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('crosses the year in Berlin before UTC does', () => {
    expect(berlinDate(at('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('reads the wall-clock time', () => {
    expect(berlinClockTime(at('2026-03-29T01:00:00Z'))).toBe('03:00');
    expect(berlinClockTime(at('2026-03-29T00:59:00Z'))).toBe('01:59');
  });

  it('throws on an invalid instant', () => {
    expect(() => berlinDate(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('offsets across the 2026 DST changes', () => {
  it('is +01:00 in winter and +02:00 in summer', () => {
    expect(berlinOffset('2026-01-15')).toBe('+01:00');
    expect(berlinOffset('2026-07-15')).toBe('+02:00');
  });

  it('changes on 29 March at 02:00 local time', () => {
    expect(berlinOffset('2026-03-28')).toBe('+01:00');
    expect(berlinOffset('2026-03-29', '01:59')).toBe('+01:00');
    expect(berlinOffset('2026-03-29', '03:00')).toBe('+02:00');
    expect(berlinOffset('2026-03-29')).toBe('+02:00');
    expect(offsetMinutesAt(at('2026-03-29T00:59:59Z'))).toBe(60);
    expect(offsetMinutesAt(at('2026-03-29T01:00:00Z'))).toBe(120);
  });

  it('changes back on 25 October at 03:00 local time', () => {
    expect(berlinOffset('2026-10-24')).toBe('+02:00');
    expect(berlinOffset('2026-10-25', '01:00')).toBe('+02:00');
    expect(berlinOffset('2026-10-25')).toBe('+01:00');
    expect(offsetMinutesAt(at('2026-10-25T00:59:59Z'))).toBe(120);
    expect(offsetMinutesAt(at('2026-10-25T01:00:00Z'))).toBe(60);
  });
});

describe('berlinIso and berlinInstant', () => {
  it('writes opening times with the offset of that day', () => {
    expect(berlinIso('2026-03-28', '10:00')).toBe('2026-03-28T10:00:00+01:00');
    expect(berlinIso('2026-03-29', '10:00')).toBe('2026-03-29T10:00:00+02:00');
    expect(berlinIso('2026-10-24', '18:00')).toBe('2026-10-24T18:00:00+02:00');
    expect(berlinIso('2026-10-25', '18:00')).toBe('2026-10-25T18:00:00+01:00');
  });

  it('accepts CMS time values with seconds and milliseconds', () => {
    expect(berlinIso('2026-05-01', '10:30:00.000')).toBe('2026-05-01T10:30:00+02:00');
  });

  it('turns local times into the right instants', () => {
    expect(berlinInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(berlinInstant('2026-03-28', '10:00').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(berlinInstant('2026-01-01').toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });

  it('moves a time skipped in spring forward by the gap', () => {
    expect(berlinInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(berlinIso('2026-03-29', '02:30')).toBe('2026-03-29T03:30:00+02:00');
  });

  it('takes the first of a time repeated in autumn', () => {
    expect(berlinInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('formats any instant in Berlin time', () => {
    expect(toBerlinIso(at('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });

  it('rejects malformed input', () => {
    expect(() => berlinInstant('2026-02-30', '10:00')).toThrow(RangeError);
    expect(() => berlinInstant('2026-02-03', '25:00')).toThrow(RangeError);
  });
});

describe('day, week and month ranges', () => {
  it('gives a normal day 24 hours, starting at Berlin midnight', () => {
    const day = berlinDayRange(at('2026-01-14T23:30:00Z'));
    expect(day.start.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-01-15T23:00:00.000Z');
  });

  it('gives 29 March 23 hours and 25 October 25 hours', () => {
    expect(hours(berlinDayRange(at('2026-03-29T12:00:00Z')))).toBe(23);
    expect(hours(berlinDayRange(at('2026-10-25T12:00:00Z')))).toBe(25);
  });

  it('runs the week from Monday to Sunday, across the spring change', () => {
    const week = berlinWeekRange(at('2026-03-29T21:59:00Z')); // Sunday 23:59 CEST
    expect(week.start.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(hours(week)).toBe(7 * 24 - 1);
  });

  it('starts a new week at Monday 00:00 Berlin, still Sunday in UTC', () => {
    const week = berlinWeekRange(at('2026-03-29T22:00:00Z'));
    expect(week.start.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('gives the coming weekend on a weekday, across the spring change', () => {
    const weekend = berlinWeekendRange(at('2026-03-25T10:00:00Z')); // Wednesday
    expect(weekend.start.toISOString()).toBe('2026-03-27T23:00:00.000Z'); // Saturday 00:00 CET
    expect(weekend.end.toISOString()).toBe('2026-03-29T22:00:00.000Z'); // Monday 00:00 CEST
    expect(hours(weekend)).toBe(47);
  });

  it('keeps the weekend under way on Sunday night, and moves on at Monday 00:00 Berlin', () => {
    const sunday = berlinWeekendRange(at('2026-11-29T22:59:00Z')); // Sunday 23:59 CET
    expect(sunday.start.toISOString()).toBe('2026-11-27T23:00:00.000Z');
    const monday = berlinWeekendRange(at('2026-11-29T23:00:00Z')); // Monday 00:00 CET
    expect(monday.start.toISOString()).toBe('2026-12-04T23:00:00.000Z');
  });

  it('covers a month with a DST change', () => {
    const october = berlinMonthRange(at('2026-10-15T10:00:00Z'));
    expect(october.start.toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(october.end.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(hours(october)).toBe(31 * 24 + 1);
  });

  it('puts the first Berlin hour of a month into that month', () => {
    const month = berlinMonthRange(at('2026-11-30T23:30:00Z'));
    expect(month.start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('spans inclusive Berlin dates', () => {
    const range = berlinDatesRange('2026-03-28', '2026-03-29');
    expect(range.start.toISOString()).toBe('2026-03-27T23:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('wall clock from the cached offsets', () => {
  const intl = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it.each([
    ['spring change', '2026-03-28T20:00:00Z'],
    ['autumn change', '2026-10-24T20:00:00Z'],
    ['New Year', '2026-12-31T20:00:00Z'],
  ])('agrees with Intl every 7 minutes for a day around the %s', (_name, from) => {
    const start = Date.parse(from);
    for (let ms = start; ms < start + 86_400_000; ms += 7 * 60_000) {
      const instant = new Date(ms);
      const [date, time] = intl.format(instant).split(' ');
      expect(`${berlinDate(instant)} ${berlinClockTime(instant)}`, instant.toISOString()).toBe(
        `${date} ${time}`,
      );
    }
  });
});
