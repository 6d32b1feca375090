/**
 * The rule set in words, in the page language: why a date cannot be booked (the messages at
 * the date field, from the server and in the browser alike) and the hint beside the field.
 */
import type { Locale } from '~/domain/locale';
import { formatCalendarDate } from '~/i18n/format-date';
import { intlLocale } from '~/domain/locale';
import { weekdays, type Weekday } from '~/time';
import {
  closuresFrom,
  earliestDate,
  leadDays,
  nextBookableDates,
  weeklyClosedDays,
  type BookingCalendar,
  type DateRefusal,
} from './rules';
import type { KeyOf, Translate } from '~/i18n/translate';

type BookingTranslate = Translate<KeyOf<'booking'>>;

const listFormats = new Map<Locale, Intl.ListFormat>();

/** "A, B und C" / "A, B and C". */
export function joinList(items: readonly string[], locale: Locale): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(intlLocale[locale], { type: 'conjunction', style: 'long' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/**
 * Weekdays as people say them: runs of three or more as a range ("dienstags bis freitags" /
 * "Tuesdays to Fridays"), the rest listed ("dienstags und donnerstags").
 */
export function weekdayPhrase(
  days: readonly Weekday[],
  t: BookingTranslate,
  locale: Locale,
): string {
  const indexes = weekdays.flatMap((day, index) => (days.includes(day) ? [index] : []));
  const name = (index: number) => t(`weekdayList.${weekdays[index]!}`);
  const parts: string[] = [];
  for (let start = 0; start < indexes.length;) {
    let end = start;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end]! + 1) end++;
    if (end - start >= 2) {
      parts.push(t('weekdayList.range', { from: name(indexes[start]!), to: name(indexes[end]!) }));
    } else {
      for (let index = start; index <= end; index++) parts.push(name(indexes[index]!));
    }
    start = end + 1;
  }
  return joinList(parts, locale);
}

const dateText = (date: string, locale: Locale) =>
  formatCalendarDate(date, locale, { weekday: true });

/** The message for a refused date: the reason and what to choose instead. */
export function refusalMessage(refusal: DateRefusal, t: BookingTranslate, locale: Locale): string {
  switch (refusal.reason) {
    case 'past':
      return t('dateNotFuture');
    case 'tooFar':
      return t('dateTooFar');
    case 'leadTime':
      return t('dateLeadTime', {
        days: refusal.days,
        earliest: dateText(refusal.earliest, locale),
      });
    case 'closedWeekday':
      return t('dateClosedWeekday', { weekday: refusal.weekday });
    case 'closedDay': {
      const label = refusal.exception.label?.[locale]?.trim();
      const date = dateText(refusal.date, locale);
      return label ? t('dateClosedDayLabel', { date, label }) : t('dateClosedDay', { date });
    }
    case 'offerWeekday':
      return t('dateOfferWeekday', { days: weekdayPhrase(refusal.weekdays, t, locale) });
    case 'noTime':
      return t('timeNone');
  }
}

/** How many dated closures and next possible days the hint names. */
const HINT_CLOSURES = 3;
const HINT_NEXT_DAYS = 3;

/**
 * The hint beside the date field: the earliest day, the offer's weekdays, the museum's weekly
 * closed days and its next dated closures, and the next possible days. A native date field
 * cannot grey out single days, so the rules are said in words next to it.
 */
export function rulesHint(
  calendar: BookingCalendar,
  today: string,
  t: BookingTranslate,
  locale: Locale,
): string {
  const earliest = earliestDate(calendar.offer, today);
  const days = leadDays(calendar.offer);
  // Short on a phone: the year only where it is not this year's.
  const year = (date: string) => date.slice(0, 4) !== today.slice(0, 4);
  const day = (date: string) =>
    formatCalendarDate(date, locale, { weekday: true, year: year(date) });
  const sentences = [
    days > 1 ? t('rules.earliest', { date: day(earliest), days }) : t('rules.tomorrow'),
  ];
  const offerDays = calendar.offer.weekdays;
  if (offerDays && offerDays.length > 0 && offerDays.length < 7)
    sentences.push(t('rules.weekdays', { days: weekdayPhrase(offerDays, t, locale) }));
  const closed = weeklyClosedDays(calendar);
  if (closed.length > 0)
    sentences.push(t('rules.closedWeekdays', { days: weekdayPhrase(closed, t, locale) }));
  const closures = closuresFrom(calendar, earliest, HINT_CLOSURES);
  if (closures.length > 0) {
    const named = closures.map((closure) => {
      const date = formatCalendarDate(closure.date, locale, { year: year(closure.date) });
      const label = closure.label?.[locale]?.trim();
      return label ? `${date} (${label})` : date;
    });
    sentences.push(t('rules.closures', { list: joinList(named, locale) }));
  }
  const next = nextBookableDates(calendar, today, HINT_NEXT_DAYS);
  sentences.push(
    next.length > 0 ? t('rules.next', { list: joinList(next.map(day), locale) }) : t('rules.none'),
  );
  return sentences.join(' ');
}
