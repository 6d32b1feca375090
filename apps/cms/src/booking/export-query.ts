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
