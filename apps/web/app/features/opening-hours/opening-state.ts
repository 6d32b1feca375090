import { berlinDate, berlinIso, datesFrom, isIsoDate } from '~/time';
import { hoursForDate } from './day-hours';
import type { OpeningHours } from './types';

/**
 * One day of the calendar endpoint (SPEC §3 calendar entry, §7). An open day carries its opening
 * window; a closed day says `closed: true` and has an empty window at that day's midnight, so a
 * caller that looks for the window around "now" finds none and one that reads `closed` is told
 * (SPEC §4: closed when there is no open entry for today).
 */
export type CalendarEntry = {
  start: { dateTime: string };
  end: { dateTime: string };
  closed: boolean;
};

export type OpeningState = { open: false } | { open: true; opens: string; closes: string };

/** The element of a closed day: an empty window at its Berlin midnight. */
export function closedDay(date: string): CalendarEntry {
  const midnight = berlinIso(date, '00:00');
  return { start: { dateTime: midnight }, end: { dateTime: midnight }, closed: true };
}

/**
 * One entry per day from `startDate` to `endDate` (inclusive, Berlin dates), in order, so the
 * first is today's when the range starts today: open days with their window, closed days marked
 * closed, each written with the offset valid on that day. Invalid or reversed dates give none.
 */
export function calendarEntries(
  hours: OpeningHours,
  startDate: string,
  endDate: string,
): CalendarEntry[] {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return [];
  return datesFrom(startDate, endDate).map((date) => {
    const day = hoursForDate(hours, date);
    if (!day) return closedDay(date);
    return {
      start: { dateTime: berlinIso(date, day.opens) },
      end: { dateTime: berlinIso(date, day.closes) },
      closed: false,
    };
  });
}

/**
 * An external calendar's open windows completed to the same answer: windows outside the range
 * are dropped, every day of the range without a window gets its closed element, and all are in
 * time order, so the first element is the range's first day. Windows are matched to their
 * Berlin date, whatever offset the upstream writes; a day with two windows (a lunch break)
 * keeps both.
 */
export function withClosedDays(
  windows: readonly { start: { dateTime: string }; end: { dateTime: string } }[],
  startDate: string,
  endDate: string,
): CalendarEntry[] {
  const dateOf = (entry: { start: { dateTime: string } }) =>
    berlinDate(new Date(entry.start.dateTime));
  const open: CalendarEntry[] = windows
    .filter((window) => dateOf(window) >= startDate && dateOf(window) <= endDate)
    .map(({ start, end }) => ({ start, end, closed: false }));
  const openDates = new Set(open.map(dateOf));
  const closed = datesFrom(startDate, endDate)
    .filter((date) => !openDates.has(date))
    .map(closedDay);
  return [...open, ...closed].sort(
    (a, b) => Date.parse(a.start.dateTime) - Date.parse(b.start.dateTime),
  );
}

/**
 * Whether the museum opens on today's Berlin date (SPEC §4: closed if there is no entry for
 * today). It is about the day, not the hour: after closing time the day still counts as open.
 */
export function openingState(hours: OpeningHours, now: Date): OpeningState {
  const today = hoursForDate(hours, berlinDate(now));
  return today ? { open: true, opens: today.opens, closes: today.closes } : { open: false };
}
