/** The normalised programme filter of SPEC §3 and its canonical URL form. */

export const whenValues = ['all', 'today', 'weekend', 'week', 'month', 'range'] as const;
export type When = (typeof whenValues)[number];

/** review = over, current = running now, preview = not begun yet (SPEC §3). */
export const viewValues = ['current', 'preview', 'review'] as const;
export type View = (typeof viewValues)[number];

export type ProgrammeFilter = {
  when: When;
  /** Berlin ISO dates, only with when = 'range'; either side may be open. */
  from: string | null;
  to: string | null;
  /** "what": a category slug or an item type. */
  type: string | null;
  /** "for whom": a target-group slug. */
  target: string | null;
  /** "special": highlighted items only. */
  special: boolean;
  view: View | null;
  /** 1-based; the upper end is clamped by paginate() once the total is known. */
  page: number;
};

/** The periods of the quick buttons: one tap each, the other filters kept. */
export const quickPeriods = ['all', 'today', 'weekend', 'week', 'month'] as const;
export type QuickPeriod = (typeof quickPeriods)[number];

/**
 * The name of the quick buttons' value in a submitted form: it replaces the form's period (and
 * its dates), so that a tap keeps what else the visitor chose in the form, sent or not yet. It is
 * never part of a canonical URL: the loader sends the query on to its canonical form.
 */
export const QUICK_PARAMETER = 'quick';

/** The query parameters in their canonical order. */
export const programmeParameters = [
  'when',
  'from',
  'to',
  'type',
  'target',
  'special',
  'view',
  'page',
] as const;
export type ProgrammeParameter = (typeof programmeParameters)[number];

export const defaultProgrammeFilter: ProgrammeFilter = {
  when: 'all',
  from: null,
  to: null,
  type: null,
  target: null,
  special: false,
  view: null,
  page: 1,
};

/**
 * The canonical query: only known parameters, fixed order, defaults left out, so that equal
 * filters give equal URLs (shareable, one cache entry each).
 */
export function toSearchParams(filter: ProgrammeFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.when !== 'all') params.set('when', filter.when);
  if (filter.when === 'range' && filter.from) params.set('from', filter.from);
  if (filter.when === 'range' && filter.to) params.set('to', filter.to);
  if (filter.type) params.set('type', filter.type);
  if (filter.target) params.set('target', filter.target);
  if (filter.special) params.set('special', '1');
  if (filter.view) params.set('view', filter.view);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** A changed filter for a filter link; any change except the page itself starts at page 1. */
export function updateFilter(
  filter: ProgrammeFilter,
  changes: Partial<ProgrammeFilter>,
): ProgrammeFilter {
  return { ...filter, page: 1, ...changes };
}
