import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatItemDate, languageName, machineDate } from './format-date';

describe('formatItemDate', () => {
  it('lets the dateTimeOverride text win', () => {
    const item = { startDate: '2026-11-22T09:00:00Z', dateTimeOverride: 'jeden Sonntag' };
    expect(formatItemDate(item, 'de')).toBe('jeden Sonntag');
  });

  it('ignores a blank override', () => {
    expect(formatItemDate({ startDate: '2026-03-01', dateTimeOverride: '  ' }, 'de')).toBe(
      '1. März 2026',
    );
  });

  it('shows date and time in Berlin time, whatever the server zone', () => {
    const item = { startDate: '2026-11-22T09:00:00Z', endDate: '2026-11-22T11:30:00Z' };
    expect(formatItemDate(item, 'de')).toBe('22. November 2026, 10:00–12:30 Uhr');
    expect(formatItemDate(item, 'en')).toBe('November 22, 2026, 10:00 AM – 12:30 PM');
  });

  it('writes plain spaces, as browsers do, so server and client render the same text', () => {
    const text = formatItemDate({ startDate: '2026-11-22', endDate: '2027-01-03' }, 'de') ?? '';
    expect(text).not.toMatch(/[\u00a0\u2009\u202f]/);
  });

  it('uses summer time in summer', () => {
    expect(formatItemDate({ startDate: '2026-07-01T08:00:00Z' }, 'de')).toBe(
      '1. Juli 2026 um 10:00',
    );
  });

  it('leaves the time out of all-day items', () => {
    const item = {
      startDate: '2026-11-22T23:30:00Z',
      endDate: '2026-11-24T22:00:00Z',
      allDay: true,
    };
    // 23:30 UTC is already the 23rd in Berlin.
    expect(formatItemDate(item, 'de')).toBe('23.–24. November 2026');
  });

  it('formats date ranges of exhibitions', () => {
    const item = { startDate: '2026-11-22', endDate: '2027-01-03' };
    expect(formatItemDate(item, 'de')).toBe('22. November 2026 – 3. Januar 2027');
    expect(formatItemDate(item, 'en')).toBe('November 22, 2026 – January 3, 2027');
  });

  it('shows a single day when the end is missing or not after the start', () => {
    expect(formatItemDate({ startDate: '2026-11-22', endDate: '2026-11-22' }, 'en')).toBe(
      'November 22, 2026',
    );
    expect(formatItemDate({ startDate: '2026-11-22', endDate: null }, 'en')).toBe(
      'November 22, 2026',
    );
  });

  it('answers null without a usable start', () => {
    expect(formatItemDate({ startDate: null }, 'de')).toBeNull();
    expect(formatItemDate({ startDate: 'soon' }, 'de')).toBeNull();
  });
});

describe('machineDate', () => {
  it('keeps bare dates and normalises instants', () => {
    expect(machineDate('2026-11-22')).toBe('2026-11-22');
    expect(machineDate('2026-11-22T10:00:00+01:00')).toBe('2026-11-22T09:00:00.000Z');
    expect(machineDate(null)).toBeUndefined();
    expect(machineDate('2026-11-21T23:00:00.000Z', true)).toBe('2026-11-22');
  });
});

describe('formatCalendarDate', () => {
  it('writes a Berlin calendar day in words, with or without the weekday', () => {
    expect(formatCalendarDate('2026-11-22', 'de')).toBe('22. November 2026');
    expect(formatCalendarDate('2026-11-22', 'en', { weekday: true })).toBe(
      'Sunday, November 22, 2026',
    );
    expect(formatCalendarDate('2026-03-29', 'de', { weekday: true })).toBe(
      'Sonntag, 29. März 2026',
    );
    expect(formatCalendarDate('2026-10-25', 'de', { weekday: true })).toBe(
      'Sonntag, 25. Oktober 2026',
    );
  });
});

describe('languageName', () => {
  it('names language codes in the page language and keeps free text', () => {
    expect(languageName('en', 'de')).toBe('Englisch');
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('Gebärdensprache', 'de')).toBe('Gebärdensprache');
  });
});
