import { describe, expect, it } from 'vitest';
import { museumHours } from './museum-hours.fixture';
import { openingHoursSummary, weekdayRows, weeklyOverview } from './weekly-overview';

describe('weeklyOverview', () => {
  it('joins neighbouring days with equal hours, Monday first', () => {
    expect(weeklyOverview(museumHours)).toEqual([
      { from: 'monday', to: 'monday', hours: null },
      { from: 'tuesday', to: 'wednesday', hours: { opens: '10:00', closes: '18:00' } },
      { from: 'thursday', to: 'thursday', hours: { opens: '10:00', closes: '20:00' } },
      { from: 'friday', to: 'sunday', hours: { opens: '10:00', closes: '18:00' } },
    ]);
  });

  it('treats missing weekdays as closed and joins them', () => {
    expect(weeklyOverview({ weekly: [], exceptions: [] })).toEqual([
      { from: 'monday', to: 'sunday', hours: null },
    ]);
  });
});

describe('weekdayRows', () => {
  it('gives every weekday its own row, Monday first, with the hours of its range', () => {
    const rows = weekdayRows(weeklyOverview(museumHours));
    expect(rows.map((row) => row.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(rows[0]).toEqual({ weekday: 'monday', hours: null });
    expect(rows[2]).toEqual({ weekday: 'wednesday', hours: { opens: '10:00', closes: '18:00' } });
    expect(rows[3]).toEqual({ weekday: 'thursday', hours: { opens: '10:00', closes: '20:00' } });
    expect(rows[6]).toEqual({ weekday: 'sunday', hours: { opens: '10:00', closes: '18:00' } });
  });
});

describe('openingHoursSummary', () => {
  it('names the next opening on a closed day, and none on an open one', () => {
    // Christmas Eve (Thursday, closed): Christmas Day is a Friday and open in this fixture.
    expect(openingHoursSummary(museumHours, new Date('2026-12-24T10:00:00Z')).next).toEqual({
      date: '2026-12-25',
      hours: { opens: '10:00', closes: '18:00' },
    });
    // A Monday points to Tuesday.
    expect(openingHoursSummary(museumHours, new Date('2026-11-30T10:00:00Z')).next?.date).toBe(
      '2026-12-01',
    );
    expect(openingHoursSummary(museumHours, new Date('2026-12-01T10:00:00Z')).next).toBeNull();
  });

  it('gives the Berlin date with its state: a closure exception on a Thursday', () => {
    const summary = openingHoursSummary(museumHours, new Date('2026-12-24T10:00:00Z'));
    expect(summary.date).toBe('2026-12-24');
    expect(summary.today).toEqual({ open: false });
    expect(summary.weekly).toHaveLength(4);
  });

  it('uses the exception hours of the day, not the weekly ones', () => {
    const summary = openingHoursSummary(museumHours, new Date('2026-12-31T08:00:00Z'));
    expect(summary.today).toEqual({ open: true, opens: '10:00', closes: '14:30' });
  });

  it('switches the day at Berlin midnight while the server clock (UTC) is still on the day before', () => {
    // 22:59 UTC on Sunday 29 March (summer time) is 00:59 on Monday in Berlin: closed.
    const summary = openingHoursSummary(museumHours, new Date('2026-03-29T22:59:00Z'));
    expect(summary.date).toBe('2026-03-30');
    expect(summary.today).toEqual({ open: false });
    // 21:59 UTC is still Sunday 23:59 in Berlin: open.
    expect(openingHoursSummary(museumHours, new Date('2026-03-29T21:59:00Z')).today.open).toBe(
      true,
    );
  });
});
