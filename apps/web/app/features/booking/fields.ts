/** The booking request form (SPEC §3 offer-request) and its limits. */
import type { BookingRequestEntry } from '~/domain/types';

/** Form field names as posted; the value object uses camelCase. */
export const bookingFields = [
  'language',
  'date',
  'hour',
  'minute',
  'time',
  'participants',
  'salutation',
  'first-name',
  'last-name',
  'tel',
  'email',
  'message',
  'company',
  'address',
  'postal-code',
  'city',
  'country',
  'consent',
] as const;
export type BookingField = (typeof bookingFields)[number];

/** Upper bounds for every field: generous for people, small enough for storage and mail. */
export const maxLengths: Record<BookingField, number> = {
  language: 50,
  date: 10,
  hour: 2,
  minute: 2,
  time: 8,
  // A whole number; the bound only keeps junk out. Far more digits than anyone types, so that
  // the form shows a too large number as typed and the message names the maximum.
  participants: 20,
  salutation: 10,
  'first-name': 100,
  'last-name': 100,
  tel: 30,
  email: 254,
  message: 2000,
  company: 200,
  address: 200,
  'postal-code': 10,
  city: 100,
  country: 100,
  consent: 5,
};

/** Optional and neutral: stating a gender is not needed to answer a request. */
export const salutations = ['ms', 'mr', 'diverse'] as const;
export type Salutation = (typeof salutations)[number];

export function isSalutation(value: string): value is Salutation {
  return (salutations as readonly string[]).includes(value);
}

/** Checkbox values that mean "ticked" (browsers send "on"). */
export const consentValues = ['on', 'true', '1', 'yes'];

/** When an offer sets no upper limit, a plausibility bound still applies. */
export const DEFAULT_MAX_PARTICIPANTS = 999;
/** Requests further ahead are almost always typos in the year. */
export const MAX_DAYS_AHEAD = 731;

export type BookingOffer = {
  title?: string;
  minParticipants?: number | null;
  maxParticipants?: number | null;
};

/**
 * A validated booking request: what the CMS keeps of it (the content layer's domain type, so
 * the two cannot drift apart) plus the consent the form requires.
 */
export type BookingRequest = BookingRequestEntry['request'] & { consent: true };
