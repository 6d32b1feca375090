import { berlinClockTime, berlinDayRange, berlinInstant } from '~/time';

/** Anything with an optional date range (ISO dates): exhibitions, offers. */
export type DateRanged = { startDate: string | null; endDate: string | null };

/** An event as the today page needs it: instants as ISO date-times. */
export type TimedItem = { startDate: string; endDate: string | null; allDay: boolean };

function within({ startDate, endDate }: DateRanged, isoDate: string): boolean {
  return (!startDate || startDate <= isoDate) && (!endDate || isoDate <= endDate);
}

/** Exhibitions on view on a Berlin date: started and not ended; no end date is open-ended. */
export function exhibitionsOn<Item extends DateRanged>(
  items: readonly Item[],
  isoDate: string,
): Item[] {
  return items.filter((item) => within(item, isoDate));
}

/**
 * Offers running on a Berlin date. Only dated offers count: an offer without any date (a tour
 * bookable all year) is not something happening today.
 */
export function offersOn<Item extends DateRanged>(items: readonly Item[], isoDate: string): Item[] {
  return items.filter((item) => (item.startDate || item.endDate) && within(item, isoDate));
}

export type TodayEvent<Item> = {
  item: Item;
  /** Berlin start and end "HH:MM" when the event lies within the day; null for all-day ones. */
  time: { starts: string; ends: string | null } | null;
};

/**
 * Events taking place on a Berlin date (also those that started earlier and still run),
 * all-day ones first, then by start time.
 */
export function eventsOn<Item extends TimedItem>(
  items: readonly Item[],
  isoDate: string,
): TodayEvent<Item>[] {
  const day = berlinDayRange(berlinInstant(isoDate, '12:00'));
  const events = items.flatMap((item) => {
    const start = new Date(item.startDate);
    const end = item.endDate ? new Date(item.endDate) : start;
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return [];
    if (start >= day.end || end < day.start) return [];
    const insideDay = start >= day.start && end < day.end;
    const time =
      item.allDay || !insideDay
        ? null
        : { starts: berlinClockTime(start), ends: end > start ? berlinClockTime(end) : null };
    return [{ item, time, sortKey: time ? start.getTime() : -Infinity }];
  });
  return events.toSorted((a, b) => a.sortKey - b.sortKey).map(({ item, time }) => ({ item, time }));
}
