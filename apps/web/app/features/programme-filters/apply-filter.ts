import {
  addDays,
  berlinDayRange,
  berlinInstant,
  berlinMonthRange,
  berlinWeekRange,
  berlinWeekendRange,
  isIsoDate,
  type InstantRange,
} from '~/time';
import type { EventSeries, EventStatus, OccurrenceInfo } from '~/domain/types';
import { seriesOccurrences, type Occurrence } from '~/time/recurrence';
import type { ProgrammeFilter } from './filter';

/** What the filter needs of an event, exhibition or offer (already transformed from the CMS). */
export type ProgrammeItem = {
  /** ISO datetime with offset, a Berlin local datetime without offset, or a date "2026-03-01". */
  startDate: string;
  endDate?: string | null;
  allDay?: boolean | null;
  highlight?: boolean | null;
  /** Item type such as an offer's "guidedTour"; matched by the "what" filter like a category. */
  type?: string | null;
  targetGroups: readonly { slug: string }[];
  categories: readonly { slug: string }[];
  /** A recurring event's rule: the item stands for each of its dates. */
  series?: EventSeries | null;
  /** Set on the dated copy of one occurrence. */
  occurrence?: OccurrenceInfo;
  status?: EventStatus;
};

export type ItemSpan = { start: number; end: number };

/** The largest time value a Date can hold (ECMAScript). */
const MAX_TIME = 8.64e15;

const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** Start of the Berlin day that follows the given instant's Berlin day. */
function endOfBerlinDay(instant: number): number {
  return berlinDayRange(new Date(instant)).end.getTime();
}

function startOfBerlinDay(instant: number): number {
  return berlinDayRange(new Date(instant)).start.getTime();
}

/**
 * Reads a CMS date value without ever using the process time zone: values without an offset
 * are Berlin wall-clock times, bare dates are Berlin midnight. Null when unreadable.
 */
function toInstant(value: string | null | undefined): number | null {
  if (!value) return null;
  if (isIsoDate(value)) return berlinInstant(value).getTime();
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [, date = '', time = ''] = local;
    if (!isIsoDate(date)) return null;
    try {
      return berlinInstant(date, time).getTime();
    } catch {
      return null;
    }
  }
  if (!WITH_OFFSET.test(value)) return null;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? null : instant;
}

/**
 * The time an item occupies. All-day items and bare dates cover whole Berlin days; an item
 * without a usable end lasts until the end of its first Berlin day.
 */
export function itemSpan(item: ProgrammeItem): ItemSpan | null {
  let span = spans.get(item);
  if (span === undefined) {
    span = readSpan(item);
    spans.set(item, span);
  }
  return span;
}

// Content items live as long as their content version (app/content caches them), and every
// programme request reads the span of every item: each is read once per item object.
const spans = new WeakMap<ProgrammeItem, ItemSpan | null>();

function readSpan(item: ProgrammeItem): ItemSpan | null {
  const rawStart = toInstant(item.startDate);
  if (rawStart === null) return null;
  const wholeDays = item.allDay === true || isIsoDate(item.startDate);
  const start = wholeDays ? startOfBerlinDay(rawStart) : rawStart;
  const rawEnd = toInstant(item.endDate);
  let end: number;
  if (rawEnd === null || rawEnd < start) end = endOfBerlinDay(start);
  else if (wholeDays || (item.endDate && isIsoDate(item.endDate))) end = endOfBerlinDay(rawEnd);
  else end = rawEnd;
  if (end <= start) end = endOfBerlinDay(start);
  return { start, end };
}

/** The dated copy of a series item for one occurrence; a cancelled date is marked cancelled. */
function occurrenceItem<T extends ProgrammeItem>(item: T, occurrence: Occurrence): T {
  return {
    ...item,
    startDate: occurrence.start.toISOString(),
    endDate: occurrence.end ? occurrence.end.toISOString() : null,
    occurrence: {
      date: occurrence.date,
      cancelled: occurrence.cancelled,
      moved: occurrence.moved,
      note: occurrence.note,
    },
    ...(occurrence.cancelled && item.status !== undefined ? { status: 'cancelled' } : {}),
  };
}

/**
 * Each recurring item replaced by its occurrences that overlap the period (dated copies,
 * cancelled dates included and marked); single items are kept as they are. What any period
 * of the programme, the today page or a feed calls before it looks at dates.
 */
export function withOccurrences<T extends ProgrammeItem>(
  items: readonly T[],
  period: InstantRange,
): T[] {
  return items.flatMap((item) =>
    item.series && !item.occurrence
      ? seriesOccurrences(item, period).map((occurrence) => occurrenceItem(item, occurrence))
      : [item],
  );
}

/**
 * Each recurring item at its next date that takes place (not over at `now`, within 400 days);
 * a series without one keeps its own first date. For lists that show an item once, such as an
 * exhibition's events.
 */
export function atNextDates<T extends ProgrammeItem>(items: readonly T[], now: Date): T[] {
  const ahead = { start: now, end: new Date(now.getTime() + SERIES_REACH_DAYS * DAY_MS) };
  return items.map((item) =>
    item.series && !item.occurrence
      ? (withOccurrences([item], ahead).find((dated) => !dated.occurrence?.cancelled) ?? item)
      : item,
  );
}

/** How far an open list (no period, or a range open on one side) looks for a series' date. */
const SERIES_REACH_DAYS = 400;
const DAY_MS = 86_400_000;

/**
 * Where an open list looks for occurrences: around now, as far as the view can reach. A
 * series then appears once, at its first date in the list's order (below).
 */
function seriesWindow(
  period: InstantRange | null,
  timeline: string | null,
  now: Date,
): InstantRange {
  const nowMs = now.getTime();
  const reach = SERIES_REACH_DAYS * DAY_MS;
  const before = timeline === 'review' ? reach : 2 * DAY_MS;
  const after = timeline === 'review' ? DAY_MS : reach;
  const start = Math.max(period?.start.getTime() ?? -Infinity, nowMs - before);
  const end = Math.min(period?.end.getTime() ?? Infinity, nowMs + after);
  return { start: new Date(start), end: new Date(Math.max(start, end)) };
}

const isBounded = (period: InstantRange | null): period is InstantRange =>
  period !== null && period.start.getTime() > -MAX_TIME && period.end.getTime() < MAX_TIME;

function periodOf(filter: ProgrammeFilter, now: Date): InstantRange | null {
  switch (filter.when) {
    case 'today':
      return berlinDayRange(now);
    case 'weekend':
      return berlinWeekendRange(now);
    case 'week':
      return berlinWeekRange(now);
    case 'month':
      return berlinMonthRange(now);
    case 'range': {
      // An open side of the range reaches to the ends of representable time.
      const from = filter.from && isIsoDate(filter.from) ? berlinInstant(filter.from) : null;
      const to = filter.to && isIsoDate(filter.to) ? berlinInstant(addDays(filter.to, 1)) : null;
      if (!from && !to) return null;
      return { start: from ?? new Date(-MAX_TIME), end: to ?? new Date(MAX_TIME) };
    }
    default:
      return null;
  }
}

/**
 * Filters and sorts programme items. Periods (today, weekend, week, month, range) are Berlin calendar
 * periods and include every item that overlaps them. Without a view, the plain list ("all")
 * shows what is not over yet, while a chosen period shows all of its items.
 * Sorted by start; the review (past items) shows the most recent first.
 *
 * A recurring item (series) is one dated copy per occurrence in a period with two ends
 * (today, week, month, a closed range), cancelled dates marked; in an open list it appears
 * once, at its first date in the list's order that is not cancelled.
 */
export function applyProgrammeFilter<T extends ProgrammeItem>(
  items: readonly T[],
  filter: ProgrammeFilter,
  now: Date,
): T[] {
  const period = periodOf(filter, now);
  const nowMs = now.getTime();
  const timeline = filter.view ?? (filter.when === 'all' ? 'upcoming' : null);

  const matches = (item: T, span: ItemSpan): boolean => {
    if (period && !(span.start < period.end.getTime() && span.end > period.start.getTime())) {
      return false;
    }
    if (timeline === 'upcoming' && !(span.end > nowMs)) return false;
    if (timeline === 'current' && !(span.start <= nowMs && nowMs < span.end)) return false;
    if (timeline === 'preview' && !(span.start > nowMs)) return false;
    if (timeline === 'review' && !(span.end <= nowMs)) return false;
    if (filter.special && item.highlight !== true) return false;
    if (filter.target && !item.targetGroups.some((group) => group.slug === filter.target)) {
      return false;
    }
    if (
      filter.type &&
      item.type !== filter.type &&
      !item.categories.some((category) => category.slug === filter.type)
    ) {
      return false;
    }
    return true;
  };

  const direction = filter.view === 'review' ? -1 : 1;
  const kept: { item: T; span: ItemSpan }[] = [];
  const bounded = isBounded(period);
  const window = bounded ? period : seriesWindow(period, timeline, now);
  for (const item of items) {
    if (item.series && !item.occurrence) {
      const dated = withOccurrences([item], window).flatMap((occurrence) => {
        const span = itemSpan(occurrence);
        return span && matches(occurrence, span) ? [{ item: occurrence, span }] : [];
      });
      if (bounded) kept.push(...dated);
      else {
        const next = (direction === 1 ? dated : dated.toReversed()).find(
          (entry) => !entry.item.occurrence?.cancelled,
        );
        if (next) kept.push(next);
      }
      continue;
    }
    const span = itemSpan(item);
    if (span && matches(item, span)) kept.push({ item, span });
  }
  kept.sort((a, b) => direction * (a.span.start - b.span.start || a.span.end - b.span.end));
  return kept.map(({ item }) => item);
}
