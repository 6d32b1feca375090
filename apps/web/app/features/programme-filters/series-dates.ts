/** The next dates of a recurring event, as its detail page and structured data show them. */
import type { Locale } from '~/domain/locale';
import type { EventSeries } from '~/domain/types';
import type { SeriesDate } from '~/ui/date/SeriesDates';
import { seriesOccurrences } from '~/time/recurrence';

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
