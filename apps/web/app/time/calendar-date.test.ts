import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesFrom,
  daysBetween,
  isIsoDate,
  isoDateOf,
  mondayOf,
  weekdayOf,
} from './calendar-date';

describe('isIsoDate', () => {
  it.each(['2026-03-29', '2028-02-29', '2026-12-31', '2026-01-01'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-4-1',
    '26-04-01',
    '2026-04-01T00:00:00Z',
    ' 2026-04-01',
    '',
    'today',
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isIsoDate(20260401)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-03-29')).toBe('sunday');
    expect(weekdayOf('2026-03-30')).toBe('monday');
    expect(weekdayOf('2026-10-25')).toBe('sunday');
    expect(weekdayOf('2026-01-01')).toBe('thursday');
  });

  it('finds the Monday of the ISO week', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-23')).toBe('2026-03-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('rolls over month and day numbers like Date.UTC', () => {
    expect(isoDateOf(2026, 13, 1)).toBe('2027-01-01');
    expect(isoDateOf(2026, 3, 0)).toBe('2026-02-28');
  });

  it('throws on invalid dates instead of computing nonsense', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => weekdayOf('nope')).toThrow(RangeError);
  });
});

describe('datesFrom', () => {
  it('lists every date of the range, both ends included, across a month end', () => {
    expect(datesFrom('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesFrom('2026-03-29', '2026-03-29')).toEqual(['2026-03-29']);
  });

  it('is empty for a reversed range', () => {
    expect(datesFrom('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
