import { canChangeStatus, isBookingStatus, refusedTransitionMessage } from './status';

export interface StoredWorkflow {
  bookingStatus?: unknown;
  internalNote?: unknown;
}

export type ChangeAssessment =
  { refused: string } | { refused: null; statusChanged: boolean; noteChanged: boolean };

const note = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What a write does to the workflow fields. `stored` is the entry before the write (null when
 * it is created); `data` holds only the fields the write sets. The admin's edit view sends
 * every field, so "changed" means different from what is stored, not "present".
 */
export function assessChange(
  stored: StoredWorkflow | null,
  data: Record<string, unknown>,
): ChangeAssessment {
  const storedStatus = stored ? (stored.bookingStatus ?? 'new') : null;
  let statusChanged = false;
  const status = data.bookingStatus;
  if ('bookingStatus' in data && status !== undefined) {
    if (status === null || status === '') {
      return {
        refused: 'Bitte wählen Sie einen Status; eine Anfrage ohne Status ist nicht vorgesehen.',
      };
    }
    statusChanged = stored === null ? status !== 'new' : status !== storedStatus;
    // Rows from before the workflow keep whatever they had; only known steps are checked.
    if (
      statusChanged &&
      isBookingStatus(storedStatus) &&
      isBookingStatus(status) &&
      !canChangeStatus(storedStatus, status)
    ) {
      return { refused: refusedTransitionMessage(storedStatus, status) };
    }
  }
  const noteChanged =
    'internalNote' in data &&
    data.internalNote !== undefined &&
    note(data.internalNote) !== note(stored?.internalNote);
  return { refused: null, statusChanged, noteChanged };
}

export interface AdminUserName {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

/** How the booking office sees who changed a request: the name, else the email address. */
export function changedByName(user: AdminUserName): string {
  const name = [user.firstname, user.lastname]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || (user.email ?? '').trim() || (user.username ?? '').trim() || 'unbekannt';
}
