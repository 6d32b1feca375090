import { bookingFields, maxLengths } from './fields';

/** Hidden idempotency key of one filled-in form. */
export const SUBMISSION_FIELD = 'submission-id';
/** The invisible field only bots fill in. */
export const HONEYPOT_FIELD = 'website';
/** Query word of the thank-you result (the data itself is in a cookie, not in the URL). */
export const RECEIVED_QUERY = 'received';

const SUBMISSION_ID = /^[A-Za-z0-9-]{16,64}$/;

export function isSubmissionId(value: string): boolean {
  return SUBMISSION_ID.test(value);
}

/**
 * The posted booking fields as strings, to validate and to show again; each cut to a little
 * over its maximum so that a huge value is reported, not echoed back in full.
 */
export function formValues(form: { get(name: string): unknown }): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of bookingFields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, maxLengths[field] + 1);
  }
  return values;
}
