/**
 * The one rule set of bookable days and times (issue 43): the offer's lead time, weekdays and
 * narrowed time window, the season's window of SPEC §5 and the museum's closed days and
 * exceptions (the opening hours' own day logic). Pure and small: the server refuses with it,
 * the form checks with it before sending, and the hint beside the date field describes it.
 */
import type { OfferBookingRules } from '~/domain/types';
import { decidingException, hoursForDate } from '~/features/opening-hours/day-hours';
import type { HoursException, WeeklyHours } from '~/features/opening-hours/types';
import { addDays, isIsoDate, weekdayOf, weekdays, type Weekday } from '~/time';
import { MAX_DAYS_AHEAD } from './fields';
import { offerWindow, type TimeWindow } from './time-window';

/** What the rules need to know about one offer and the museum, as the page receives it. */
export interface BookingCalendar {
  offer: OfferBookingRules;
  /** The museum's opening hours; null when they could not be read (then no day is closed). */
  hours: { weekly: readonly WeeklyHours[]; exceptions: readonly HoursException[] } | null;
}

export const noOfferRules: OfferBookingRules = {
  leadDays: null,
  weekdays: null,
  earliest: null,
  latest: null,
};

/** Why a date cannot be booked; the messages name the reason and what to choose instead. */
export type DateRefusal =
  | { reason: 'past' }
  | { reason: 'leadTime'; days: number; earliest: string }
  | { reason: 'tooFar' }
  | { reason: 'closedDay'; date: string; exception: HoursException }
  | { reason: 'closedWeekday'; weekday: Weekday }
  | { reason: 'offerWeekday'; weekdays: readonly Weekday[] }
  | { reason: 'noTime' };

/** Days of notice the offer asks for; at least one (a request is never for today). */
export function leadDays(rules: OfferBookingRules): number {
  return Math.max(1, rules.leadDays ?? 1);
}

/** The first day a request may be for, counted from the Berlin date `today`. */
export function earliestDate(rules: OfferBookingRules, today: string): string {
  return addDays(today, leadDays(rules));
}

/** The last day a request may be for (further ahead is almost always a typo in the year). */
export function latestDate(today: string): string {
  return addDays(today, MAX_DAYS_AHEAD);
}

/**
 * Why the museum is closed on `date`, or null when it is open. Without readable hours nothing
 * is closed: the booking office decides then, rather than a form that refuses every day.
 */
function closure(calendar: BookingCalendar, date: string): DateRefusal | null {
  const { hours } = calendar;
  if (!hours || hours.weekly.length === 0) return null;
  const full = { weekly: [...hours.weekly], exceptions: [...hours.exceptions] };
  if (hoursForDate(full, date) !== null) return null;
  const exception = decidingException(full, date);
  return exception
    ? { reason: 'closedDay', date, exception }
    : { reason: 'closedWeekday', weekday: weekdayOf(date) };
}

/**
 * Why `date` (ISO, a real calendar day) cannot be booked, or null when it can. The order is
 * the order of the reasons a visitor can act on: too early, too far, the museum closed, the
 * offer not on that weekday, no start time left on that day.
 */
export function dateRefusal(
  date: string,
  calendar: BookingCalendar,
  today: string,
): DateRefusal | null {
  if (!isIsoDate(date)) return null;
  // ISO dates compare correctly as strings.
  if (date <= today) return { reason: 'past' };
  const earliest = earliestDate(calendar.offer, today);
  if (date < earliest) return { reason: 'leadTime', days: leadDays(calendar.offer), earliest };
  if (date > latestDate(today)) return { reason: 'tooFar' };
  const closed = closure(calendar, date);
  if (closed) return closed;
  const allowed = calendar.offer.weekdays;
  if (allowed && allowed.length > 0 && !allowed.includes(weekdayOf(date)))
    return { reason: 'offerWeekday', weekdays: allowed };
  if (offerWindow(date, calendar.offer) === null) return { reason: 'noTime' };
  return null;
}

/** The window of start times on `date`: the season's, narrowed by the offer; null if none. */
export function bookableWindow(date: string, calendar: BookingCalendar): TimeWindow | null {
  return offerWindow(date, calendar.offer);
}

/** The next `count` bookable days from the earliest on (none when the rules leave no day). */
export function nextBookableDates(
  calendar: BookingCalendar,
  today: string,
  count: number,
): string[] {
  const found: string[] = [];
  const last = latestDate(today);
  for (let date = earliestDate(calendar.offer, today); date <= last; date = addDays(date, 1)) {
    if (dateRefusal(date, calendar, today) === null) found.push(date);
    if (found.length >= count) break;
  }
  return found;
}

/** Weekdays the museum is closed every week (from the weekly schedule), Monday first. */
export function weeklyClosedDays(calendar: BookingCalendar): Weekday[] {
  const { hours } = calendar;
  if (!hours || hours.weekly.length === 0) return [];
  const full = { weekly: [...hours.weekly], exceptions: [] };
  // Any week will do: the weekly schedule alone decides (2026-11-30 is a Monday).
  return weekdays.filter((_, index) => hoursForDate(full, addDays('2026-11-30', index)) === null);
}

/** Dated closures from `from` on (holidays, staff days), in date order, at most `count`. */
export function closuresFrom(
  calendar: BookingCalendar,
  from: string,
  count: number,
): HoursException[] {
  const { hours } = calendar;
  if (!hours) return [];
  const full = { weekly: [...hours.weekly], exceptions: [...hours.exceptions] };
  return [...hours.exceptions]
    .filter((exception) => exception.date >= from && exception.closed)
    .filter((exception) => decidingException(full, exception.date) === exception)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, count);
}

/** What of the hours the page needs: the weekly schedule and the exceptions from today on. */
export function bookingCalendar(
  offer: OfferBookingRules | null | undefined,
  hours: BookingCalendar['hours'],
  today: string,
): BookingCalendar {
  return {
    offer: offer ?? noOfferRules,
    hours: hours
      ? {
          weekly: hours.weekly,
          exceptions: hours.exceptions.filter((exception) => exception.date > today),
        }
      : null,
  };
}
