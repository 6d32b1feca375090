import { describe, expect, it } from 'vitest';
import { museumHours } from './museum-hours.fixture';
import { calendarEntries, openingState } from './opening-state';

describe('calendarEntries', () => {
  it('lists every day with the offset of each day across the spring change', () => {
    expect(calendarEntries(museumHours, '2026-03-27', '2026-03-30')).toEqual([
      {
        start: { dateTime: '2026-03-27T10:00:00+01:00' },
        end: { dateTime: '2026-03-27T18:00:00+01:00' },
        closed: false,
      },
      {
        start: { dateTime: '2026-03-28T10:00:00+01:00' },
        end: { dateTime: '2026-03-28T18:00:00+01:00' },
        closed: false,
      },
      {
        start: { dateTime: '2026-03-29T10:00:00+02:00' },
        end: { dateTime: '2026-03-29T18:00:00+02:00' },
        closed: false,
      },
      // 30 March is a Monday: closed, an empty window at its midnight.
      {
        start: { dateTime: '2026-03-30T00:00:00+02:00' },
        end: { dateTime: '2026-03-30T00:00:00+02:00' },
        closed: true,
      },
    ]);
  });

  it('starts with a closed day as its first element', () => {
    const [first] = calendarEntries(museumHours, '2026-03-23', '2026-03-24');
    expect(first).toEqual({
      start: { dateTime: '2026-03-23T00:00:00+01:00' },
      end: { dateTime: '2026-03-23T00:00:00+01:00' },
      closed: true,
    });
  });

  it('switches back to +01:00 on 25 October', () => {
    const entries = calendarEntries(museumHours, '2026-10-24', '2026-10-25');
    expect(entries.map((entry) => entry.start.dateTime)).toEqual([
      '2026-10-24T10:00:00+02:00',
      '2026-10-25T10:00:00+01:00',
    ]);
  });

  it('applies exceptions over the weekly schedule', () => {
    const entries = calendarEntries(museumHours, '2026-12-24', '2026-12-31');
    const closedDates = entries
      .filter((entry) => entry.closed)
      .map((entry) => entry.start.dateTime.slice(0, 10));
    expect(closedDates).toContain('2026-12-24');
    expect(closedDates).toContain('2026-12-28'); // Monday
    expect(entries.at(-1)).toEqual({
      start: { dateTime: '2026-12-31T10:00:00+01:00' },
      end: { dateTime: '2026-12-31T14:30:00+01:00' },
      closed: false,
    });
  });

  it('includes both ends of the range and a single day', () => {
    expect(calendarEntries(museumHours, '2026-03-24', '2026-03-24')).toHaveLength(1);
    expect(calendarEntries(museumHours, '2026-03-24', '2026-03-29')).toHaveLength(6);
  });

  it('gives nothing for reversed or invalid ranges', () => {
    expect(calendarEntries(museumHours, '2026-03-29', '2026-03-24')).toEqual([]);
    expect(calendarEntries(museumHours, '2026-02-30', '2026-03-24')).toEqual([]);
  });
});

describe('openingState', () => {
  it('is open with the hours of today in Berlin', () => {
    expect(openingState(museumHours, new Date('2026-03-26T12:00:00Z'))).toEqual({
      open: true,
      opens: '10:00',
      closes: '20:00',
    });
  });

  it('is closed on a Monday', () => {
    expect(openingState(museumHours, new Date('2026-03-23T12:00:00Z'))).toEqual({ open: false });
  });

  it('uses the Berlin date just after midnight, while UTC is still on the day before', () => {
    // Sunday 22:30 UTC is Monday 00:30 in Berlin (summer time): closed.
    expect(openingState(museumHours, new Date('2026-03-29T22:30:00Z'))).toEqual({ open: false });
    // Monday 22:30 UTC is Tuesday 00:30 in Berlin: open day.
    expect(openingState(museumHours, new Date('2026-03-30T22:30:00Z')).open).toBe(true);
  });

  it('stays about the day after closing time', () => {
    expect(openingState(museumHours, new Date('2026-03-24T20:00:00Z')).open).toBe(true);
  });

  it('honours a closing exception', () => {
    expect(openingState(museumHours, new Date('2026-12-24T09:00:00Z'))).toEqual({ open: false });
  });
});
