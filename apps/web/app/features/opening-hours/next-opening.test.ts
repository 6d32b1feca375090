import { describe, expect, it } from 'vitest';
import { museumHours } from './museum-hours.fixture';
import { nextOpening } from './next-opening';
import type { OpeningHours } from './types';

describe('nextOpening', () => {
  it('points from a closed Monday to Tuesday', () => {
    // Monday 30 November 2026, noon in Berlin.
    expect(nextOpening(museumHours, new Date('2026-11-30T11:00:00Z'))).toEqual({
      date: '2026-12-01',
      hours: { opens: '10:00', closes: '18:00' },
    });
  });

  it('skips closures from the exceptions and takes changed hours', () => {
    const hours: OpeningHours = {
      ...museumHours,
      exceptions: [
        ...museumHours.exceptions,
        { date: '2026-12-01', opens: null, closes: null, closed: true },
        { date: '2026-12-02', opens: '12:00', closes: '17:00', closed: false },
      ],
    };
    expect(nextOpening(hours, new Date('2026-11-30T11:00:00Z'))).toEqual({
      date: '2026-12-02',
      hours: { opens: '12:00', closes: '17:00' },
    });
  });

  it('counts from the Berlin date: 23:30 UTC on Sunday is already Monday', () => {
    // Monday 1:30 in Berlin: the next opening is Tuesday, not Monday.
    expect(nextOpening(museumHours, new Date('2026-11-29T23:30:00Z'))?.date).toBe('2026-12-01');
    // 22:30 UTC is still Sunday in Berlin: Monday is closed, so Tuesday again.
    expect(nextOpening(museumHours, new Date('2026-11-29T22:30:00Z'))?.date).toBe('2026-12-01');
    // Saturday's next opening is Sunday.
    expect(nextOpening(museumHours, new Date('2026-11-28T11:00:00Z'))?.date).toBe('2026-11-29');
  });

  it('gives nothing when no day opens within the days looked at', () => {
    const closedWeek: OpeningHours = {
      weekly: museumHours.weekly.map((row) => ({ ...row, closed: true })),
      exceptions: [{ date: '2026-12-20', opens: '10:00', closes: '16:00', closed: false }],
    };
    expect(nextOpening(closedWeek, new Date('2026-11-30T11:00:00Z'), 14)).toBeNull();
    expect(nextOpening(closedWeek, new Date('2026-11-30T11:00:00Z'))).toEqual({
      date: '2026-12-20',
      hours: { opens: '10:00', closes: '16:00' },
    });
  });
});
