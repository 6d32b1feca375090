import { berlinDayEnd, berlinDayStart } from './berlin-time';
import { BOOKING_STATUSES, isBookingStatus, type BookingStatus } from './status';

export interface ExportSelection {
  statuses: BookingStatus[];
  /** Received at or after (start of the Berlin day `from`). */
  receivedFrom: Date | null;
  /** Received before (start of the Berlin day after `to`). */
  receivedBefore: Date | null;
}

type QueryValue = string | string[] | undefined | unknown;

const list = (value: QueryValue): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter(Boolean);

const single = (value: QueryValue): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * `?status=new,in_progress&from=2026-01-01&to=2026-01-31` (all optional; dates are calendar days
 * in Berlin, both included). Returns a German message for the booking office when it is wrong.
 */
export function parseExportQuery(
  query: Record<string, QueryValue>,
): ExportSelection | { error: string } {
  const statuses = list(query.status);
  const unknown = statuses.filter((status) => !isBookingStatus(status));
  if (unknown.length > 0) {
    return {
      error: `Unbekannter Status: ${unknown.join(', ')}. Möglich sind: ${BOOKING_STATUSES.join(', ')}.`,
    };
  }
  const from = single(query.from);
  const to = single(query.to);
  const receivedFrom = from ? berlinDayStart(from) : null;
  const receivedBefore = to ? berlinDayEnd(to) : null;
  if ((from && !receivedFrom) || (to && !receivedBefore)) {
    return { error: 'Datumsangaben bitte als JJJJ-MM-TT, zum Beispiel 2026-03-31.' };
  }
  if (receivedFrom && receivedBefore && receivedFrom >= receivedBefore) {
    return { error: 'Das Startdatum liegt nach dem Enddatum.' };
  }
  return { statuses: statuses.filter(isBookingStatus), receivedFrom, receivedBefore };
}

/** The database filter for a selection (Strapi query operators). */
export function selectionFilter(selection: ExportSelection): Record<string, unknown> {
  const createdAt: Record<string, string> = {};
  if (selection.receivedFrom) createdAt.$gte = selection.receivedFrom.toISOString();
  if (selection.receivedBefore) createdAt.$lt = selection.receivedBefore.toISOString();
  return {
    ...(selection.statuses.length > 0 ? { bookingStatus: { $in: selection.statuses } } : {}),
    ...(Object.keys(createdAt).length > 0 ? { createdAt } : {}),
  };
}

/** The list's order when it names none (the layout's default: newest first). */
export const DEFAULT_LIST_SORT = 'createdAt:DESC';

/** The part of the content manager's list query that decides which rows it shows, and in which order. */
export interface ListQuery {
  filters?: Record<string, unknown>;
  sort: string | string[] | Record<string, unknown>;
  _q?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The list's filters, search and sort from the export's query (the button sends the list's
 * own `filters`, `_q` and `sort`, parsed by qs as the content manager parses them). Paging is
 * left out: the export holds every row of the list, not one page.
 */
export function listQueryOf(query: Record<string, QueryValue>): ListQuery | { error: string } {
  const { filters, sort, _q: search } = query;
  if (filters !== undefined && !isObject(filters)) {
    return { error: 'Der Filter der Liste ist unlesbar.' };
  }
  const order =
    typeof sort === 'string' && sort.trim() !== ''
      ? sort
      : Array.isArray(sort) && sort.every((item) => typeof item === 'string')
        ? (sort as string[])
        : isObject(sort)
          ? sort
          : DEFAULT_LIST_SORT;
  const text =
    typeof search === 'string' && search.trim() !== '' ? search.slice(0, 200) : undefined;
  return {
    ...(filters && Object.keys(filters).length > 0 ? { filters } : {}),
    sort: order,
    ...(text ? { _q: text } : {}),
  };
}

/** Both conditions: the export's own selection (status, received from/to) and the list's filters. */
export function combinedFilter(
  selection: Record<string, unknown>,
  list: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const parts = [selection, list ?? {}].filter((part) => Object.keys(part).length > 0);
  if (parts.length === 0) return {};
  return parts.length === 1 ? parts[0]! : { $and: parts };
}
