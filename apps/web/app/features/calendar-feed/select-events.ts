import type { Event } from '~/domain/types';
import {
  applyProgrammeFilter,
  parseProgrammeQuery,
  toSearchParams,
  type ProgrammeFilter,
  type ProgrammeQueryOptions,
} from '~/features/programme-filters';
import { addDays, berlinDate } from '~/time';

/** How far back the subscription reaches, so that a recent event stays in the calendar. */
export const FEED_DAYS_BACK = 30;

/**
 * The programme page's filter as the feed applies it. The page's default list ("all",
 * upcoming only) becomes everything from 30 days back, so past dates do not vanish from a
 * subscriber's calendar the moment they end; any chosen period or view is kept as it is.
 * Pages do not exist in a feed.
 */
export function feedFilter(filter: ProgrammeFilter, now: Date): ProgrammeFilter {
  const whole = { ...filter, page: 1 };
  if (filter.when !== 'all' || filter.view !== null) return whole;
  return { ...whole, when: 'range', from: addDays(berlinDate(now), -FEED_DAYS_BACK), to: null };
}

/**
 * The programme feed's events for a query of the programme page (read by the page's own
 * parser; unknown parameters and values are dropped just as there).
 */
export function selectProgrammeEvents<T extends Event>(
  events: readonly T[],
  query: URLSearchParams,
  options: ProgrammeQueryOptions,
): T[] {
  const { filter } = parseProgrammeQuery(query, options);
  return applyProgrammeFilter(events, feedFilter(filter, options.now), options.now);
}

/** The query of the feed that matches a programme page: its filter without the page number. */
export function feedQuery(filter: ProgrammeFilter): URLSearchParams {
  return toSearchParams({ ...filter, page: 1 });
}
