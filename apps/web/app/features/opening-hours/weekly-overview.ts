import { berlinDate, weekdays, type Weekday } from '~/time';
import { rowHours } from './day-hours';
import { openingState, type OpeningState } from './opening-state';
import type { DayHours, OpeningHours } from './types';

/** Consecutive weekdays with the same hours, e.g. Tuesday–Wednesday 10–18. */
export type WeeklyRange = { from: Weekday; to: Weekday; hours: DayHours | null };

/**
 * The regular week, Monday first, with neighbouring days of equal hours joined.
 * A weekday missing from the schedule counts as closed, as everywhere on the site.
 */
export function weeklyOverview(hours: OpeningHours): WeeklyRange[] {
  const ranges: WeeklyRange[] = [];
  for (const weekday of weekdays) {
    const row = hours.weekly.find((candidate) => candidate.weekday === weekday);
    const day = row ? rowHours(row) : null;
    const previous = ranges.at(-1);
    if (previous && sameHours(previous.hours, day)) previous.to = weekday;
    else ranges.push({ from: weekday, to: weekday, hours: day });
  }
  return ranges;
}

function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  return a === b || (a !== null && b !== null && a.opens === b.opens && a.closes === b.closes);
}

/** What the footer and the today page show: today's Berlin date, its state and the week. */
export type OpeningHoursSummary = {
  date: string;
  today: OpeningState;
  weekly: WeeklyRange[];
};

export function openingHoursSummary(hours: OpeningHours, now: Date): OpeningHoursSummary {
  return { date: berlinDate(now), today: openingState(hours, now), weekly: weeklyOverview(hours) };
}
