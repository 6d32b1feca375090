import { randomBytes } from 'node:crypto';
import { createCookie } from 'react-router';
import type { BookingSummary } from './summary';
import { personalCookies } from '~/site/personal-cookies';

/**
 * The thank-you page after Post/Redirect/Get reads the summary from a short-lived, signed,
 * HttpOnly cookie: no personal data in the URL, and no server state another instance lacks.
 * React Router's cookie signs it (HMAC-SHA256 with BOOKING_COOKIE_SECRET); the expiry inside
 * the signed value makes an old copy worthless even if a browser keeps it.
 */
export const THANK_YOU_COOKIE = personalCookies.bookingReceived;
export const THANK_YOU_MAX_AGE_SECONDS = 30 * 60;

/** Without BOOKING_COOKIE_SECRET each process signs with its own random key. */
const fallbackSecret = randomBytes(32).toString('hex');

interface SignedValue<T> {
  summary: T;
  /** Epoch milliseconds after which the value is refused. */
  expires: number;
}

function isSignedValue<T>(value: unknown): value is SignedValue<T> {
  const { summary, expires } = (value ?? {}) as Partial<SignedValue<T>>;
  return typeof summary === 'object' && summary !== null && typeof expires === 'number';
}

/**
 * A signed thank-you cookie of its own name, for any form that answers with Post/Redirect/Get
 * (booking requests, barrier reports); `T` is what its thank-you page repeats.
 */
export function createThankYouCookie<T>(name: string) {
  const cookie = (secret: string | null) =>
    createCookie(name, {
      secrets: [secret ?? fallbackSecret],
      path: '/',
      maxAge: THANK_YOU_MAX_AGE_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
    });
  return {
    /** The Set-Cookie header value carrying the summary of what was just sent. */
    serialize(summary: T, options: { secret: string | null; secure: boolean; now?: number }) {
      const expires = (options.now ?? Date.now()) + THANK_YOU_MAX_AGE_SECONDS * 1000;
      const value: SignedValue<T> = { summary, expires };
      return cookie(options.secret).serialize(value, { secure: options.secure });
    },
    /** The summary this browser sent recently, or null (missing, forged, expired). */
    async read(
      cookieHeader: string | null,
      options: { secret: string | null; now?: number },
    ): Promise<T | null> {
      const value: unknown = await cookie(options.secret).parse(cookieHeader);
      if (!isSignedValue<T>(value)) return null;
      return value.expires > (options.now ?? Date.now()) ? value.summary : null;
    },
  };
}

const bookingCookie = createThankYouCookie<BookingSummary>(THANK_YOU_COOKIE);

/** The Set-Cookie header value carrying the summary of the request just sent. */
export const thankYouCookie = bookingCookie.serialize;

/** The summary of a request this browser sent recently, or null (missing, forged, expired). */
export const readThankYouCookie = bookingCookie.read;
