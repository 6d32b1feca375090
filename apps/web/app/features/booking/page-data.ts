import type { BookingCalendar } from './rules';
import type { BookingSummary } from './summary';
import type { BookingErrors } from './validate';

/** The offer as the form needs it. */
export interface BookingOfferData {
  title: string;
  slug: string;
  minParticipants: number | null;
  maxParticipants: number | null;
}

export interface BookingPageData {
  offer: BookingOfferData;
  /** Idempotency key of this form: a resend of the same form is the same request. */
  submissionId: string;
  /** The request this browser just sent (thank-you result), or null for the form. */
  received: BookingSummary | null;
  /** Berlin date of "today" on the server, so the date field's minimum agrees with the rules. */
  today: string;
  /** The offer's rules and the museum's hours, so the browser checks a date as the server does. */
  calendar: BookingCalendar;
  /** The rules in words, shown beside the date field (also without JavaScript). */
  rulesHint: string;
}

/** Why a whole request was refused (texts: bookingForm `problems.*`). */
export type FormProblem = 'crossSite' | 'tooLarge' | 'rateLimited';

export interface BookingActionData {
  values: Record<string, string>;
  errors: BookingErrors;
  problem: FormProblem | null;
}
