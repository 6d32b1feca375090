import { maxLengths } from './fields';

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
 * A form's posted fields as strings, to validate and to show again; each cut to a little over
 * its maximum so that a huge value is reported, not echoed back in full.
 */
export function postedValues<Field extends string>(
  form: { get(name: string): unknown },
  limits: Record<Field, number>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of Object.keys(limits) as Field[]) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, limits[field] + 1);
  }
  return values;
}

/** The posted booking fields (see `postedValues`). */
export function formValues(form: { get(name: string): unknown }): Record<string, string> {
  return postedValues(form, maxLengths);
}
