import { berlinDate, berlinIso, datesFrom, isIsoDate } from '~/time';
import { hoursForDate } from './day-hours';
import type { OpeningHours } from './types';

/**
 * One opening window of the calendar endpoint (SPEC §3 calendar entry, §7): exactly the SPEC's
 * shape. A closed day has no entry (SPEC §4: closed if there is no entry for today), so a client
 * written to the SPEC reads every entry as "open"; the closed days of a range are the days it
 * asked for that have no entry.
 */
export type CalendarEntry = {
  start: { dateTime: string };
  end: { dateTime: string };
};

export type OpeningState = { open: false } | { open: true; opens: string; closes: string };

/**
 * The opening windows from `startDate` to `endDate` (inclusive, Berlin dates), in order, each
 * written with the offset valid on that day; closed days are left out, so the first entry is
 * today's when the range starts today and the museum opens today. Invalid or reversed dates
 * give none.
 */
export function calendarEntries(
  hours: OpeningHours,
  startDate: string,
  endDate: string,
): CalendarEntry[] {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return [];
  return datesFrom(startDate, endDate).flatMap((date) => {
    const day = hoursForDate(hours, date);
    if (!day) return [];
    return [
      {
        start: { dateTime: berlinIso(date, day.opens) },
        end: { dateTime: berlinIso(date, day.closes) },
      },
    ];
  });
}

/**
 * An external calendar's windows as this endpoint answers them: only windows that open on a
 * Berlin date of the range and last longer than an instant (an empty window is how some
 * calendars, and this endpoint before, wrote a closed day), in time order. Windows are matched
 * to their Berlin date, whatever offset the upstream writes; a day with two windows (a lunch
 * break) keeps both.
 */
export function windowsInRange(
  windows: readonly CalendarEntry[],
  startDate: string,
  endDate: string,
): CalendarEntry[] {
  const dateOf = (entry: CalendarEntry) => berlinDate(new Date(entry.start.dateTime));
  return windows
    .filter(
      (window) =>
        dateOf(window) >= startDate &&
        dateOf(window) <= endDate &&
        Date.parse(window.end.dateTime) > Date.parse(window.start.dateTime),
    )
    .toSorted((a, b) => Date.parse(a.start.dateTime) - Date.parse(b.start.dateTime));
}

/**
 * Whether the museum opens on today's Berlin date (SPEC §4: closed if there is no entry for
 * today). It is about the day, not the hour: after closing time the day still counts as open.
 */
export function openingState(hours: OpeningHours, now: Date): OpeningState {
  const today = hoursForDate(hours, berlinDate(now));
  return today ? { open: true, opens: today.opens, closes: today.closes } : { open: false };
}
