import { addDays, berlinDate, daysBetween, isIsoDate } from '~/time';
import { isLocale, type Locale } from '~/domain/locale';

/** Longest range the calendar endpoint answers, counted in days including both ends. */
export const MAX_CALENDAR_DAYS = 366;

/** The dates the endpoint answers for: far beyond any museum's planning, short of year 10000. */
export const CALENDAR_DATES = { first: '2000-01-01', last: '2099-12-31' } as const;

export type CalendarQuery = { startDate: string; endDate: string; locale: Locale };

export type CalendarQueryError = {
  error: { parameter: 'startDate' | 'endDate' | 'locale'; message: string };
};

function fail(parameter: CalendarQueryError['error']['parameter'], message: string) {
  return { error: { parameter, message } };
}

// ISO dates compare as text.
const inRange = (isoDate: string) =>
  isoDate >= CALENDAR_DATES.first && isoDate <= CALENDAR_DATES.last;
const outOfRange = (name: string) =>
  `${name} must lie between ${CALENDAR_DATES.first} and ${CALENDAR_DATES.last}.`;

/** A parameter that is absent or empty counts as not given, so the default applies. */
function given(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/**
 * Reads `GET /api/calendar?startDate&endDate&locale` (SPEC §7). Defaults: startDate today in
 * Berlin, endDate the day after startDate (so today and tomorrow when neither is given),
 * locale de. Errors name the first offending parameter; messages are English (API callers).
 */
export function parseCalendarQuery(
  params: URLSearchParams,
  now: Date,
): CalendarQuery | CalendarQueryError {
  const rawStart = given(params, 'startDate');
  if (rawStart !== null && !isIsoDate(rawStart)) {
    return fail('startDate', 'startDate must be a calendar date in the form YYYY-MM-DD.');
  }
  if (rawStart !== null && !inRange(rawStart)) return fail('startDate', outOfRange('startDate'));
  const rawEnd = given(params, 'endDate');
  if (rawEnd !== null && !isIsoDate(rawEnd)) {
    return fail('endDate', 'endDate must be a calendar date in the form YYYY-MM-DD.');
  }
  if (rawEnd !== null && !inRange(rawEnd)) return fail('endDate', outOfRange('endDate'));
  const rawLocale = given(params, 'locale') ?? 'de';
  if (!isLocale(rawLocale)) return fail('locale', 'locale must be "de" or "en".');

  const startDate = rawStart ?? berlinDate(now);
  const endDate = rawEnd ?? addDays(startDate, 1);
  const span = daysBetween(startDate, endDate);
  if (span < 0) return fail('endDate', 'endDate must not be before startDate.');
  if (span + 1 > MAX_CALENDAR_DAYS) {
    return fail('endDate', `The range must not exceed ${MAX_CALENDAR_DAYS} days.`);
  }
  return { startDate, endDate, locale: rawLocale };
}
