import { describe, expect, it } from 'vitest';
import { museumHours } from './museum-hours.fixture';
import { calendarEntries, openingState, windowsInRange } from './opening-state';

describe('calendarEntries', () => {
  it('lists the open days with the offset of each day across the spring change, closed days left out', () => {
    expect(calendarEntries(museumHours, '2026-03-27', '2026-03-31')).toEqual([
      {
        start: { dateTime: '2026-03-27T10:00:00+01:00' },
        end: { dateTime: '2026-03-27T18:00:00+01:00' },
      },
      {
        start: { dateTime: '2026-03-28T10:00:00+01:00' },
        end: { dateTime: '2026-03-28T18:00:00+01:00' },
      },
      {
        start: { dateTime: '2026-03-29T10:00:00+02:00' },
        end: { dateTime: '2026-03-29T18:00:00+02:00' },
      },
      // 30 March is a Monday: closed, so no entry (SPEC §4) – a SPEC client reads entries as open.
      {
        start: { dateTime: '2026-03-31T10:00:00+02:00' },
        end: { dateTime: '2026-03-31T18:00:00+02:00' },
      },
    ]);
  });

  it("starts with today's window when today is open, and with the next open day when it is closed", () => {
    const [tuesday] = calendarEntries(museumHours, '2026-03-24', '2026-03-25');
    expect(tuesday).toEqual({
      start: { dateTime: '2026-03-24T10:00:00+01:00' },
      end: { dateTime: '2026-03-24T18:00:00+01:00' },
    });
    // Monday 23 March is closed: the answer has nothing for it.
    const fromMonday = calendarEntries(museumHours, '2026-03-23', '2026-03-24');
    expect(fromMonday.map((entry) => entry.start.dateTime)).toEqual(['2026-03-24T10:00:00+01:00']);
    expect(calendarEntries(museumHours, '2026-03-23', '2026-03-23')).toEqual([]);
  });

  it('switches back to +01:00 on 25 October', () => {
    const entries = calendarEntries(museumHours, '2026-10-24', '2026-10-25');
    expect(entries.map((entry) => entry.start.dateTime)).toEqual([
      '2026-10-24T10:00:00+02:00',
      '2026-10-25T10:00:00+01:00',
    ]);
  });

  it('applies exceptions over the weekly schedule', () => {
    const entries = calendarEntries(museumHours, '2026-12-23', '2026-12-31');
    const dates = entries.map((entry) => entry.start.dateTime.slice(0, 10));
    // Closed on Christmas Eve (an exception) and on Monday the 28th (the weekly schedule).
    expect(dates).toEqual([
      '2026-12-23',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(entries.at(-1)).toEqual({
      start: { dateTime: '2026-12-31T10:00:00+01:00' },
      end: { dateTime: '2026-12-31T14:30:00+01:00' },
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

describe('windowsInRange', () => {
  const window = (start: string, end: string) => ({
    start: { dateTime: start },
    end: { dateTime: end },
  });

  it('keeps the windows that open on a Berlin date of the range, in time order', () => {
    const wednesday = window('2026-03-25T09:00:00Z', '2026-03-25T16:00:00Z');
    const tuesdayAfternoon = window('2026-03-24T14:00:00+01:00', '2026-03-24T18:00:00+01:00');
    const tuesdayMorning = window('2026-03-24T10:00:00+01:00', '2026-03-24T12:00:00+01:00');
    // 23:30 UTC on the 25th is already the 26th in Berlin: outside the range.
    const late = window('2026-03-25T23:30:00Z', '2026-03-26T01:00:00Z');
    expect(
      windowsInRange(
        [wednesday, late, tuesdayAfternoon, tuesdayMorning],
        '2026-03-24',
        '2026-03-25',
      ),
    ).toEqual([tuesdayMorning, tuesdayAfternoon, wednesday]);
  });

  it('drops empty windows, the way closed days were written before', () => {
    const empty = window('2026-03-23T00:00:00+01:00', '2026-03-23T00:00:00+01:00');
    expect(windowsInRange([empty], '2026-03-23', '2026-03-23')).toEqual([]);
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
