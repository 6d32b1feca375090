// The booking office's workflow: which status may follow which (docs/decisions/0023).

export const BOOKING_STATUSES = [
  'new',
  'in_progress',
  'confirmed',
  'declined',
  'cancelled',
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The words the booking office uses, for messages and the CSV export. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'Neu',
  in_progress: 'In Bearbeitung',
  confirmed: 'Bestätigt',
  declined: 'Abgelehnt',
  cancelled: 'Abgesagt',
};

const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  new: ['in_progress', 'confirmed', 'declined', 'cancelled'],
  in_progress: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled'],
  declined: [],
  cancelled: [],
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** Keeping the status is always allowed; otherwise only the steps of the workflow. */
export function canChangeStatus(from: BookingStatus, to: BookingStatus): boolean {
  return from === to || NEXT[from].includes(to);
}

/** Why a change is refused, in the words of the admin panel. */
export function refusedTransitionMessage(from: BookingStatus, to: BookingStatus): string {
  const allowed = NEXT[from].map((status) => `„${STATUS_LABELS[status]}“`);
  const hint =
    allowed.length === 0
      ? `Eine Anfrage mit dem Status „${STATUS_LABELS[from]}“ ist abgeschlossen und kann nicht mehr geändert werden.`
      : `Möglich ist nur noch: ${allowed.join(', ')}.`;
  return `Der Status kann nicht von „${STATUS_LABELS[from]}“ zu „${STATUS_LABELS[to]}“ wechseln. ${hint}`;
}
