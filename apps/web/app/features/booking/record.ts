import type { Locale } from '../time';
import type { BookingRequest } from './fields';

/** What is stored and mailed about one request: the validated data plus its context. */
export interface BookingRecord {
  /** Idempotency key generated into the form; unique in the CMS. */
  submissionId: string;
  pageLocale: Locale;
  offer: { title: string; slug: string };
  request: BookingRequest;
  receivedAt: string;
}
