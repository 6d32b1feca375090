import type { LocalizedText } from '~/domain/types';
import { addDays, berlinDate, datesFrom, weekdayOf } from '~/time';
import { decidingException, rowHours, sameHours } from './day-hours';
import type { DayHours, OpeningHours } from './types';

/** How many Berlin days, today included, the pages announce closures and changed hours ahead. */
export const ANNOUNCED_DAYS = 14;

/**
 * A day whose hours differ from the regular week: closed (`hours` null) or open at other times,
 * with the editors' label ("Betriebsversammlung") when there is one.
 */
export type HoursChange = { date: string; hours: DayHours | null; label: LocalizedText | null };

/**
 * The closures and changed hours from today (Berlin) for `days` days, in date order. Only
 * exceptions that change the day count: one that repeats the regular hours, or closes a day that
 * is closed anyway, is nothing to announce; nor is one that decides nothing (day-hours.ts).
 */
export function upcomingChanges(
  hours: OpeningHours,
  now: Date,
  days: number = ANNOUNCED_DAYS,
): HoursChange[] {
  const today = berlinDate(now);
  return datesFrom(today, addDays(today, days - 1)).flatMap((date) => {
    const exception = decidingException(hours, date);
    if (!exception) return [];
    const changed = rowHours(exception);
    const weekly = hours.weekly.find((row) => row.weekday === weekdayOf(date));
    if (sameHours(changed, weekly ? rowHours(weekly) : null)) return [];
    const label = exception.label?.de || exception.label?.en ? exception.label : null;
    return [{ date, hours: changed, label: label ?? null }];
  });
}
