/** Dates and times of content items, per locale, always in the museum's zone (DESIGN: time is Europe/Berlin). */
import { berlinDate, berlinInstant, isIsoDate } from '~/time';
import { intlLocale, type Locale } from '../domain/locale';
import { MUSEUM_TIME_ZONE } from '~/time/time-zone';

export type DatedItem = {
  /** ISO date (YYYY-MM-DD) or ISO date-time. */
  startDate: string | null;
  endDate?: string | null;
  allDay?: boolean | null;
  /** The editor's own wording ("every Sunday") wins over any formatting. */
  dateTimeOverride?: string | null;
};

const dayOptions: Intl.DateTimeFormatOptions = {
  timeZone: MUSEUM_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(
      intlLocale[locale],
      withTime ? { ...dayOptions, ...timeOptions } : dayOptions,
    );
    formatters.set(key, cached);
  }
  return cached;
}

/** A bare date means that Berlin day: noon keeps it on that day in every offset. */
function toInstant(value: string): Date | null {
  const instant = isIsoDate(value) ? berlinInstant(value, '12:00') : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * "22. November 2026, 10:00–12:30 Uhr" / "November 22, 2026, 10:00 AM – 12:30 PM";
 * date ranges and all-day items without times; null when there is nothing to show.
 */
export function formatItemDate(item: DatedItem, locale: Locale): string | null {
  const override = item.dateTimeOverride?.trim();
  if (override) return override;
  if (!item.startDate) return null;
  const key = `${locale}|${item.allDay ? 1 : 0}|${item.startDate}|${item.endDate ?? ''}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    if (formattedDates.size >= MAX_FORMATTED_DATES) formattedDates.clear();
    text = formatDates(item.startDate, item, locale);
    formattedDates.set(key, text);
  }
  return text;
}

// The same items are listed on page after page; Intl's range formatting is the costly part of
// rendering a long list, so each distinct date text is formatted once.
const MAX_FORMATTED_DATES = 20_000;
const formattedDates = new Map<string, string | null>();

function formatDates(startDate: string, item: DatedItem, locale: Locale): string | null {
  const start = toInstant(startDate);
  if (!start) return null;
  const end = item.endDate ? toInstant(item.endDate) : null;
  const withTime = !item.allDay && !isIsoDate(startDate);
  const format = formatter(locale, withTime);
  const text =
    !end || end.getTime() <= start.getTime()
      ? format.format(start)
      : format.formatRange(start, end);
  return plainSpaces(text);
}

/**
 * Node's and the browsers' ICU differ in thin and narrow spaces around dashes and before
 * AM/PM; plain spaces make server and client render the same text (no hydration mismatch).
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** The machine-readable start for <time dateTime>: the (Berlin) day, or the instant. */
export function machineDate(value: string | null, allDay = false): string | undefined {
  if (!value) return undefined;
  if (isIsoDate(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  return allDay ? berlinDate(instant) : instant.toISOString();
}

const calendarFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A Berlin calendar date in words: "22. November 2026" / "November 22, 2026", with the weekday
 * "Sonntag, 22. November 2026" / "Sunday, November 22, 2026", without the year (for the coming
 * days) "Sonntag, 22. November" / "Sunday, November 22".
 */
export function formatCalendarDate(
  isoDate: string,
  locale: Locale,
  options: { weekday?: boolean; year?: boolean } = {},
): string {
  const withYear = options.year ?? true;
  const key = `${locale}:${options.weekday ? 1 : 0}:${withYear ? 1 : 0}`;
  let format = calendarFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], {
      timeZone: MUSEUM_TIME_ZONE,
      ...(options.weekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    calendarFormatters.set(key, format);
  }
  // Noon keeps a bare date on that day in every offset.
  return format.format(berlinInstant(isoDate, '12:00'));
}

const languageNames = new Map<Locale, Intl.DisplayNames>();

/** Language codes such as "en" become names ("Englisch"); free text stays as it is. */
export function languageName(value: string, locale: Locale): string {
  if (!/^[a-z]{2}$/.test(value)) return value;
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' });
    languageNames.set(locale, names);
  }
  return names.of(value) ?? value;
}
