import { formatClockTime, minutesOfDay, parseClockTime, weekdayOf } from '~/time';
import type { DayHours, HoursException, OpeningHours, WeeklyHours } from './types';

type HoursRow = Pick<WeeklyHours, 'opens' | 'closes' | 'closed'>;

/** Normalised times of a row, or null if the row means "closed" or its times are unusable. */
export function rowHours(row: HoursRow): DayHours | null {
  if (row.closed) return null;
  const opens = parseClockTime(row.opens);
  const closes = parseClockTime(row.closes);
  // A day that closes before it opens is an editing mistake; showing it open would mislead.
  if (!opens || !closes || minutesOfDay(closes) <= minutesOfDay(opens)) return null;
  return { opens: formatClockTime(opens), closes: formatClockTime(closes) };
}

/** Whether two days have the same hours (both closed counts as the same). */
export function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  return a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);
}

/**
 * An exception decides the day if it says "closed" or has valid times. An exception that is
 * neither (only a label, or broken times) leaves the weekly schedule in force, so a half-edited
 * entry cannot close the museum by accident.
 */
export function decidingException(hours: OpeningHours, isoDate: string): HoursException | null {
  const decides = (candidate: HoursException) =>
    candidate.date === isoDate && (candidate.closed || rowHours(candidate) !== null);
  return hours.exceptions.find(decides) ?? null;
}

/** The opening hours of a Berlin calendar date, or null when the museum is closed. */
export function hoursForDate(hours: OpeningHours, isoDate: string): DayHours | null {
  const exception = decidingException(hours, isoDate);
  if (exception) return rowHours(exception);
  const weekday = weekdayOf(isoDate);
  const row = hours.weekly.find((candidate) => candidate.weekday === weekday);
  return row ? rowHours(row) : null;
}
