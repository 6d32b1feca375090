import { addDays, berlinDate } from '~/time';
import { hoursForDate } from './day-hours';
import type { DayHours, OpeningHours } from './types';

/** How many days after today the next opening is looked for (a long closure says "closed"). */
export const NEXT_OPENING_DAYS = 60;

/** The first open day after today's Berlin date, with its hours. */
export type NextOpening = { date: string; hours: DayHours };

/**
 * The next day the museum opens after today (Berlin), exceptions included: what a closed day
 * points to ("Heute geschlossen – morgen ab 10 Uhr"). Null when no day within `days` opens.
 */
export function nextOpening(
  hours: OpeningHours,
  now: Date,
  days: number = NEXT_OPENING_DAYS,
): NextOpening | null {
  const today = berlinDate(now);
  for (let offset = 1; offset <= days; offset++) {
    const date = addDays(today, offset);
    const day = hoursForDate(hours, date);
    if (day) return { date, hours: day };
  }
  return null;
}
