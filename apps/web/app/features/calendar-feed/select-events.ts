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
 * The feed's own parameter: one exhibition's events (its slug in the feed's language). The
 * programme page has no such filter, so the page's parser never sees it (decision 0020).
 */
export const EXHIBITION_PARAM = 'exhibition';

/** Same bound as the page's parser: no slug is longer, and longer values are not compared. */
const MAX_SLUG_LENGTH = 100;

/** The exhibition slug a feed query asks for, or null when it asks for none. */
export function feedExhibition(query: URLSearchParams): string | null {
  const slug = query.get(EXHIBITION_PARAM)?.trim().slice(0, MAX_SLUG_LENGTH) ?? '';
  return slug === '' ? null : slug;
}

/**
 * The programme feed's events for a query of the programme page (read by the page's own
 * parser; unknown parameters and values are dropped just as there), narrowed to one
 * exhibition when the query names one. A series comes once, as itself (not a dated copy),
 * when any of its dates matches. An unknown exhibition matches no event: a subscriber
 * keeps a valid, empty calendar rather than an error.
 */
export function selectProgrammeEvents<T extends Event>(
  events: readonly T[],
  query: URLSearchParams,
  options: ProgrammeQueryOptions,
): T[] {
  const { filter } = parseProgrammeQuery(query, options);
  const exhibition = feedExhibition(query);
  const candidates = exhibition
    ? events.filter((event) => event.exhibitions.some((ref) => ref.slug === exhibition))
    : events;
  const selected = applyProgrammeFilter(candidates, feedFilter(filter, options.now), options.now);
  // A series is one calendar entry with its rule (RRULE), whichever of its dates matched.
  const seen = new Set<T>();
  const originals = new Map(candidates.map((event) => [event.slug, event]));
  return selected.flatMap((event) => {
    const entry = event.occurrence ? (originals.get(event.slug) ?? event) : event;
    if (seen.has(entry)) return [];
    seen.add(entry);
    return [entry];
  });
}

/** The query of the feed of one exhibition's events (no other filter). */
export function exhibitionFeedQuery(slug: string): URLSearchParams {
  return new URLSearchParams({ [EXHIBITION_PARAM]: slug });
}

/** The query of the feed that matches a programme page: its filter without the page number. */
export function feedQuery(filter: ProgrammeFilter): URLSearchParams {
  return toSearchParams({ ...filter, page: 1 });
}
