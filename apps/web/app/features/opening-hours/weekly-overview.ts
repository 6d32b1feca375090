import { berlinDate, weekdays, type Weekday } from '~/time';
import { rowHours, sameHours } from './day-hours';
import { upcomingChanges, type HoursChange } from './hours-changes';
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

/**
 * What the footer, the today page and the pages about a visit show: today's Berlin date, its
 * state, the regular week and the closures and changed hours of the coming days.
 */
export type OpeningHoursSummary = {
  date: string;
  today: OpeningState;
  weekly: WeeklyRange[];
  changes: HoursChange[];
};

export function openingHoursSummary(hours: OpeningHours, now: Date): OpeningHoursSummary {
  return {
    date: berlinDate(now),
    today: openingState(hours, now),
    weekly: weeklyOverview(hours),
    changes: upcomingChanges(hours, now),
  };
}
