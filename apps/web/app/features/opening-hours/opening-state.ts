import { addDays, berlinDate, berlinIso, daysBetween, isIsoDate } from '~/time';
import { hoursForDate } from './day-hours';
import type { OpeningHours } from './types';

/** One open day as the calendar endpoint returns it (SPEC §3 calendar entry). */
export type CalendarEntry = { start: { dateTime: string }; end: { dateTime: string } };

export type OpeningState = { open: false } | { open: true; opens: string; closes: string };

/**
 * One entry per open day from `startDate` to `endDate` (inclusive, Berlin dates), each written
 * with the offset valid on that day. Invalid or reversed dates give no entries.
 */
export function calendarEntries(
  hours: OpeningHours,
  startDate: string,
  endDate: string,
): CalendarEntry[] {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return [];
  const entries: CalendarEntry[] = [];
  const dayCount = daysBetween(startDate, endDate) + 1;
  for (let index = 0; index < dayCount; index += 1) {
    const date = addDays(startDate, index);
    const day = hoursForDate(hours, date);
    if (!day) continue;
    entries.push({
      start: { dateTime: berlinIso(date, day.opens) },
      end: { dateTime: berlinIso(date, day.closes) },
    });
  }
  return entries;
}

/**
 * Whether the museum opens on today's Berlin date (SPEC §4: closed if there is no entry for
 * today). It is about the day, not the hour: after closing time the day still counts as open.
 */
export function openingState(hours: OpeningHours, now: Date): OpeningState {
  const today = hoursForDate(hours, berlinDate(now));
  return today ? { open: true, opens: today.opens, closes: today.closes } : { open: false };
}
