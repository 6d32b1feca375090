/**
 * Days and times for booking requests in tests that every demo offer allows (issue 43): the
 * offers ask for up to two weeks' notice, some only on Tuesday to Friday (or Thursday) and
 * some narrow the start times; the museum is closed on Mondays and on its dated exceptions.
 */

/** What the CMS says of an offer's booking rules (REST fields, both optional). */
export interface OfferTimes {
  bookingEarliest?: string | null;
  bookingLatest?: string | null;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first Wednesday from 14 June of the coming summer: months ahead of any lead time, in the
 * summer window, a weekday every demo offer is bookable on and no holiday.
 */
export function bookableDay(now: Date = new Date()): string {
  const year = now.getUTCMonth() >= 4 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const day = new Date(Date.UTC(year, 5, 14));
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return iso(day);
}

/** The Monday of the same week: the museum's closed day, far beyond any lead time. */
export function closedMonday(now: Date = new Date()): string {
  const day = new Date(`${bookableDay(now)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 2);
  return iso(day);
}

/** A start time in the offer's window: 10:30, or its earliest start when that is later. */
export function bookableTime(offer: OfferTimes): { hour: string; minute: string } {
  const earliest = offer.bookingEarliest?.slice(0, 5) ?? '';
  const time = earliest > '10:30' ? earliest : '10:30';
  const [hour = '10', minute = '30'] = time.split(':');
  return { hour, minute };
}

/**
 * The keys to type into a date field: month, day, year. The order comes from the browser's own
 * language (Chromium's en-US here), whatever the page's or the context's language.
 */
export function dateKeys(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}${day}${year}`;
}
