import { berlinDate, weekdays, type Weekday } from '~/time';
import { rowHours, sameHours } from './day-hours';
import { upcomingChanges, type HoursChange } from './hours-changes';
import { nextOpening, type NextOpening } from './next-opening';
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

/** One weekday of the regular week with its hours (null: closed), Monday first. */
export type WeekdayHours = { weekday: Weekday; hours: DayHours | null };

/** The joined ranges of weeklyOverview() as one row per weekday, Monday first. */
export function weekdayRows(ranges: readonly WeeklyRange[]): WeekdayHours[] {
  return ranges.flatMap(({ from, to, hours }) =>
    weekdays
      .slice(weekdays.indexOf(from), weekdays.indexOf(to) + 1)
      .map((weekday) => ({ weekday, hours })),
  );
}

/**
 * What the footer, the today page and the pages about a visit show: today's Berlin date, its
 * state, the regular week, the closures and changed hours of the coming days and, for a closed
 * day, the next opening after it.
 */
export type OpeningHoursSummary = {
  date: string;
  today: OpeningState;
  weekly: WeeklyRange[];
  changes: HoursChange[];
  /** The first open day after today; null when today is open or nothing opens soon. */
  next: NextOpening | null;
};

export function openingHoursSummary(hours: OpeningHours, now: Date): OpeningHoursSummary {
  const today = openingState(hours, now);
  return {
    date: berlinDate(now),
    today,
    weekly: weeklyOverview(hours),
    changes: upcomingChanges(hours, now),
    next: today.open ? null : nextOpening(hours, now),
  };
}
