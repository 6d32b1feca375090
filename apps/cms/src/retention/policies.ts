import { BARRIER_REPORT, BOOKING_REQUEST } from '../bootstrap/content-types';
import { isExpired, retentionMonths } from './period';

/** What a stored entry offers the retention job: when the CMS received it, and its own fields. */
export interface RetainedEntry {
  documentId: string;
  createdAt: string | Date;
  [field: string]: unknown;
}

/** Which private type is deleted after how long, counted from when. */
export interface RetentionPolicy {
  type: typeof BOOKING_REQUEST | typeof BARRIER_REPORT;
  /** the environment variable with the number of months */
  setting: string;
  defaultMonths: number;
  /** fields the start needs besides documentId and createdAt */
  fields: string[];
  /** when the period starts; never before receipt (see `newestPossiblyExpired`) */
  start: (entry: RetainedEntry) => Date;
  /** how the log names the entries, plural */
  label: string;
}

/** At receipt, or after the requested day if that is later (a school may ask a year ahead). */
export function bookingRetentionStart(
  receivedAt: Date,
  requestedDay: string | null | undefined,
): Date {
  const day = requestedDay ? Date.parse(`${requestedDay.slice(0, 10)}T00:00:00Z`) : NaN;
  if (Number.isNaN(day)) return receivedAt;
  const afterTheDay = new Date(day + 24 * 60 * 60 * 1000);
  return afterTheDay > receivedAt ? afterTheDay : receivedAt;
}

export const BOOKING_RETENTION: RetentionPolicy = {
  type: BOOKING_REQUEST,
  setting: 'BOOKING_RETENTION_MONTHS',
  defaultMonths: 6,
  fields: ['date'],
  start: (entry) =>
    bookingRetentionStart(new Date(entry.createdAt), entry.date as string | null | undefined),
  label: 'booking request(s)',
};

export const BARRIER_REPORT_RETENTION: RetentionPolicy = {
  type: BARRIER_REPORT,
  setting: 'BARRIER_REPORT_RETENTION_MONTHS',
  // Two years from receipt: reports feed the yearly review of the accessibility statement.
  defaultMonths: 24,
  fields: [],
  start: (entry) => new Date(entry.createdAt),
  label: 'barrier report(s)',
};

export const RETENTION_POLICIES = [BOOKING_RETENTION, BARRIER_REPORT_RETENTION];

/** The months a policy applies now, from its setting in the environment. */
export function policyMonths(policy: RetentionPolicy, env = process.env): number {
  return retentionMonths(policy.setting, env[policy.setting], policy.defaultMonths);
}

/** The documentIds of the entries whose period has passed at `now`. */
export function expiredEntries(
  policy: RetentionPolicy,
  entries: RetainedEntry[],
  now: Date,
  months: number,
): string[] {
  return entries
    .filter((entry) => isExpired(policy.start(entry), now, months))
    .map((entry) => entry.documentId);
}
