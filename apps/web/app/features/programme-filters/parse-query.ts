import { addDays, berlinDate, isIsoDate } from '~/time';
import {
  defaultProgrammeFilter,
  programmeParameters,
  QUICK_PARAMETER,
  quickPeriods,
  viewValues,
  whenValues,
  type ProgrammeFilter,
  type View,
  type When,
} from './filter';

export type CorrectionReason =
  | 'unknown-parameter'
  | 'repeated-parameter'
  | 'invalid-value'
  | 'invalid-date'
  | 'date-out-of-range'
  | 'ignored-without-range'
  | 'missing-range'
  | 'swapped-range'
  | 'unknown-type'
  | 'unknown-target';

/** What was changed or dropped while reading the query, for logging or a canonical redirect. */
export type Correction = { parameter: string; reason: CorrectionReason };

export type ProgrammeQueryOptions = {
  now: Date;
  knownTargets: readonly string[];
  knownTypes: readonly string[];
};

export type ParsedProgrammeQuery = { filter: ProgrammeFilter; corrections: Correction[] };

/** Longer values are never meaningful here; cutting them off keeps work and logs small. */
const MAX_VALUE_LENGTH = 100;
/** Dates further from today are typos; refusing them keeps the number of cache keys finite. */
const MAX_YEARS_AWAY = 10;
const MAX_PAGE = 10_000;
const TRUE_VALUES = ['1', 'true', 'on', 'yes'];
const FALSE_VALUES = ['0', 'false', 'off', 'no'];

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** Slugs are lower case, item types may not be ("guidedTour"): match either way. */
function knownSpelling(known: readonly string[], value: string): string | null {
  return known.find((candidate) => candidate.toLowerCase() === value) ?? null;
}

/**
 * Reads the programme query (names in README.md). Never throws: whatever cannot be used is
 * dropped or repaired and reported in `corrections`.
 */
export function parseProgrammeQuery(
  searchParams: URLSearchParams,
  options: ProgrammeQueryOptions,
): ParsedProgrammeQuery {
  const corrections: Correction[] = [];
  const correct = (parameter: string, reason: CorrectionReason) => {
    corrections.push({ parameter, reason });
  };

  const seen = new Set<string>();
  for (const name of searchParams.keys()) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (!isOneOf(programmeParameters, name) && name !== QUICK_PARAMETER) {
      correct(name.slice(0, MAX_VALUE_LENGTH), 'unknown-parameter');
    } else if (searchParams.getAll(name).length > 1) correct(name, 'repeated-parameter');
  }

  /** The first value, trimmed and lower-cased; null when absent or empty. */
  const read = (name: string): string | null => {
    const value = searchParams.get(name)?.trim().toLowerCase() ?? '';
    if (value === '') return null;
    if (value.length > MAX_VALUE_LENGTH) {
      correct(name, 'invalid-value');
      return null;
    }
    return value;
  };

  const today = berlinDate(options.now);
  const earliest = addDays(today, -366 * MAX_YEARS_AWAY);
  const latest = addDays(today, 366 * MAX_YEARS_AWAY);
  const readDate = (name: 'from' | 'to'): string | null => {
    const value = read(name);
    if (value === null) return null;
    if (!isIsoDate(value)) {
      correct(name, 'invalid-date');
      return null;
    }
    if (value < earliest || value > latest) {
      correct(name, 'date-out-of-range');
      return null;
    }
    return value;
  };

  const filter: ProgrammeFilter = { ...defaultProgrammeFilter };

  const when = read('when');
  if (when !== null) {
    if (isOneOf<When>(whenValues, when)) filter.when = when;
    else correct('when', 'invalid-value');
  }

  // A quick button's period replaces the form's period and its dates (filter.ts).
  const quick = read(QUICK_PARAMETER);
  const quickPeriod = quick !== null && isOneOf(quickPeriods, quick) ? quick : null;
  if (quick !== null && quickPeriod === null) correct(QUICK_PARAMETER, 'invalid-value');
  if (quickPeriod !== null) filter.when = quickPeriod;
  else readPeriodDates(filter);

  const type = read('type');
  if (type !== null) {
    filter.type = knownSpelling(options.knownTypes, type);
    if (filter.type === null) correct('type', 'unknown-type');
  }

  const target = read('target');
  if (target !== null) {
    filter.target = knownSpelling(options.knownTargets, target);
    if (filter.target === null) correct('target', 'unknown-target');
  }

  const special = read('special');
  if (special !== null) {
    if (TRUE_VALUES.includes(special)) filter.special = true;
    else if (!FALSE_VALUES.includes(special)) correct('special', 'invalid-value');
  }

  const view = read('view');
  if (view !== null) {
    if (isOneOf<View>(viewValues, view)) filter.view = view;
    else correct('view', 'invalid-value');
  }

  const page = read('page');
  if (page !== null) {
    const number = /^\d{1,6}$/.test(page) ? Number(page) : NaN;
    if (number >= 1 && number <= MAX_PAGE) filter.page = number;
    else correct('page', 'invalid-value');
  }

  return { filter, corrections };

  /** The dates of the form: a range, or ignored beside a named period. */
  function readPeriodDates(filter: ProgrammeFilter): void {
    let from = readDate('from');
    let to = readDate('to');
    if (filter.when !== 'all' && filter.when !== 'range') {
      if (from !== null) correct('from', 'ignored-without-range');
      if (to !== null) correct('to', 'ignored-without-range');
    } else if (from !== null || to !== null) {
      // A date without "when" (or with when=all) can only mean a range.
      if (from !== null && to !== null && to < from) {
        [from, to] = [to, from];
        correct('to', 'swapped-range');
      }
      Object.assign(filter, { when: 'range', from, to });
    } else if (filter.when === 'range') {
      filter.when = 'all';
      correct('when', 'missing-range');
    }
  }
}
