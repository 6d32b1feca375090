/** The next dates of a recurring event, as its detail page and structured data show them. */
import { intlLocale, type Locale } from '~/domain/locale';
import type { EventSeries, Weekday } from '~/domain/types';
import { formatCalendarDate } from '~/i18n/format-date';
import { tableTranslator } from '~/i18n/translate';
import { listMessages } from '~/ui/teaser/messages';
import type { SeriesDate } from '~/ui/date/SeriesDates';
import { firstSeriesDate, seriesOccurrences } from '~/time/recurrence';

/** How far ahead the detail page looks for dates. */
const REACH_DAYS = 400;

type SeriesItem = {
  startDate: string;
  endDate: string | null;
  allDay: boolean;
  series: EventSeries | null;
};

/**
 * The next dates of a series that are not over at `now` (at most `limit`), cancelled ones
 * included and marked, a moved one at its new time with the date it replaces. Empty for an
 * event without a series or a series that has ended.
 */
export function upcomingSeriesDates(
  event: SeriesItem,
  now: Date,
  locale: Locale,
  limit = 8,
): SeriesDate[] {
  if (!event.series) return [];
  const period = { start: now, end: new Date(now.getTime() + REACH_DAYS * 86_400_000) };
  return seriesOccurrences(event, period)
    .slice(0, limit)
    .map((occurrence) => ({
      start: occurrence.start.toISOString(),
      end: occurrence.end ? occurrence.end.toISOString() : null,
      allDay: event.allDay,
      cancelled: occurrence.cancelled,
      movedFrom: occurrence.moved ? occurrence.date : null,
      note: occurrence.note?.[locale] || null,
    }));
}

const weekdayIndex: Record<Weekday, number> = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 0,
};

/** The weekday's name in the language ("Samstag", "Saturday"), from a fixed week of 2026. */
function weekdayName(day: Weekday, locale: Locale): string {
  const date = new Date(Date.UTC(2026, 0, 4 + weekdayIndex[day], 12));
  return new Intl.DateTimeFormat(intlLocale[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/**
 * The rule in words, as a visitor reads it beside the dates: "Jeden Samstag, bis 24. April
 * 2027", "On the first Sunday of every month". Null for an event without a series.
 */
export function seriesRuleText(event: SeriesItem, locale: Locale): string | null {
  const series = event.series;
  const first = firstSeriesDate(event);
  if (!series || !first) return null;
  const t = tableTranslator(listMessages, locale);
  const fallbackDay = (Object.keys(weekdayIndex) as Weekday[]).find(
    (day) => weekdayIndex[day] === new Date(`${first}T12:00:00Z`).getUTCDay(),
  )!;
  const days = new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format(
    (series.weekdays.length > 0 ? series.weekdays : [fallbackDay]).map((day) =>
      weekdayName(day, locale),
    ),
  );
  const interval = series.interval;
  const rule =
    series.frequency === 'weekly'
      ? t('event.series.weekly', { interval, days })
      : series.weekOfMonth !== null
        ? t('event.series.monthlyNth', { interval, days, nth: String(series.weekOfMonth) })
        : t('event.series.monthlyDay', { interval, day: Number(first.slice(8, 10)) });
  const until = series.until
    ? t('event.series.until', { date: formatCalendarDate(series.until, locale) })
    : null;
  const text = until ? `${rule}, ${until}` : rule;
  return text.charAt(0).toLocaleUpperCase(intlLocale[locale]) + text.slice(1);
}
