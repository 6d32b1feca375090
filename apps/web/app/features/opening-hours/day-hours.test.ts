import { describe, expect, it } from 'vitest';
import { hoursForDate } from './day-hours';
import { museumHours } from './museum-hours.fixture';
import type { OpeningHours } from './types';

describe('hoursForDate', () => {
  it('follows the weekly schedule', () => {
    expect(hoursForDate(museumHours, '2026-03-24')).toEqual({ opens: '10:00', closes: '18:00' });
    expect(hoursForDate(museumHours, '2026-03-26')).toEqual({ opens: '10:00', closes: '20:00' });
    expect(hoursForDate(museumHours, '2026-03-23')).toBeNull();
  });

  it('lets exceptions open a closed day, close an open day or change hours', () => {
    expect(hoursForDate(museumHours, '2026-04-06')).toEqual({ opens: '10:00', closes: '18:00' });
    expect(hoursForDate(museumHours, '2026-12-24')).toBeNull();
    expect(hoursForDate(museumHours, '2026-12-31')).toEqual({ opens: '10:00', closes: '14:30' });
  });

  it('treats a weekday missing from the schedule as closed', () => {
    const hours: OpeningHours = { weekly: [], exceptions: [] };
    expect(hoursForDate(hours, '2026-03-24')).toBeNull();
  });

  it('treats unusable weekly times as closed', () => {
    const hours: OpeningHours = {
      weekly: [
        { weekday: 'tuesday', opens: '18:00', closes: '10:00', closed: false },
        { weekday: 'wednesday', opens: null, closes: '18:00', closed: false },
        { weekday: 'thursday', opens: 'ten', closes: '18:00', closed: false },
      ],
      exceptions: [],
    };
    expect(hoursForDate(hours, '2026-03-24')).toBeNull();
    expect(hoursForDate(hours, '2026-03-25')).toBeNull();
    expect(hoursForDate(hours, '2026-03-26')).toBeNull();
  });

  it('ignores an exception that is neither closed nor has usable times', () => {
    const hours: OpeningHours = {
      weekly: museumHours.weekly,
      exceptions: [
        {
          date: '2026-03-24',
          opens: null,
          closes: null,
          closed: false,
          label: { de: 'Notiz', en: 'Note' },
        },
      ],
    };
    expect(hoursForDate(hours, '2026-03-24')).toEqual({ opens: '10:00', closes: '18:00' });
  });

  it('uses the first deciding exception of a date', () => {
    const hours: OpeningHours = {
      weekly: museumHours.weekly,
      exceptions: [
        { date: '2026-03-24', opens: '12:00', closes: '13:00', closed: false },
        { date: '2026-03-24', opens: null, closes: null, closed: true },
      ],
    };
    expect(hoursForDate(hours, '2026-03-24')).toEqual({ opens: '12:00', closes: '13:00' });
  });
});
