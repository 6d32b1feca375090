/** Current, upcoming or past: the three groups of the exhibitions list, by Berlin dates. */
import { paginate, type Pagination } from '~/features/programme-filters';
import { berlinDate, isIsoDate } from '~/time';

export type Phase = 'current' | 'upcoming' | 'past';

function day(value: string | null): string | null {
  if (!value) return null;
  if (isIsoDate(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : berlinDate(instant);
}

/** Without a start an exhibition has always run; without an end it runs on (permanent ones). */
export function exhibitionPhase(
  item: { startDate: string | null; endDate: string | null },
  now: Date,
): Phase {
  const today = berlinDate(now);
  const start = day(item.startDate);
  const end = day(item.endDate);
  if (start && start > today) return 'upcoming';
  if (end && end < today) return 'past';
  return 'current';
}

/** The groups in list order: current and upcoming by start, past most recent first. */
export function groupByPhase<T extends { startDate: string | null; endDate: string | null }>(
  items: readonly T[],
  now: Date,
): Record<Phase, T[]> {
  const groups: Record<Phase, T[]> = { current: [], upcoming: [], past: [] };
  for (const item of items) groups[exhibitionPhase(item, now)].push(item);
  const byStart = (a: T, b: T) => (day(a.startDate) ?? '').localeCompare(day(b.startDate) ?? '');
  groups.current.sort(byStart);
  groups.upcoming.sort(byStart);
  groups.past.sort((a, b) => (day(b.endDate) ?? '').localeCompare(day(a.endDate) ?? ''));
  return groups;
}

/**
 * One page of the exhibitions list: the review of past exhibitions paginates (it grows every
 * year); the first page also shows what is on and coming, further pages continue the review.
 */
export function exhibitionsListPage<T>(
  groups: Record<Phase, T[]>,
  page: number,
  pastPageSize: number,
): { groups: Record<Phase, T[]>; pagination: Pagination } {
  const pagination = paginate(groups.past.length, page, pastPageSize);
  const first = pagination.page === 1;
  return {
    groups: {
      current: first ? groups.current : [],
      upcoming: first ? groups.upcoming : [],
      past: groups.past.slice(pagination.from, pagination.to),
    },
    pagination,
  };
}
