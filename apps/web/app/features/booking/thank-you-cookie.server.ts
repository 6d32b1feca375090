import { randomBytes } from 'node:crypto';
import type { BookingSummary } from './summary';
import { createSealer, type Sealer } from '~/sealed-value.server';
import { cookieValue } from '~/site/cookie-header';
import { personalCookies } from '~/site/personal-cookies';

/**
 * The thank-you page after Post/Redirect/Get reads the summary from a short-lived, encrypted,
 * HttpOnly cookie: no personal data in the URL, and no server state another instance lacks.
 * The summary (name, e-mail, phone, city of a booking) is sealed with AES-256-GCM under a key
 * derived from BOOKING_COOKIE_SECRET (~/sealed-value.server), so whoever sees the cookie learns
 * nothing from it and cannot change it; the expiry inside the sealed value makes an old copy
 * worthless even if a browser keeps it. A cookie of the earlier signed-only form, a changed or
 * cut one, another cookie's value or an expired one reads as no cookie: the page then thanks
 * without repeating the details.
 */
export const THANK_YOU_COOKIE = personalCookies.bookingReceived;
export const THANK_YOU_MAX_AGE_SECONDS = 30 * 60;

/** Without BOOKING_COOKIE_SECRET each process seals with its own random key. */
const fallbackSecret = randomBytes(32).toString('hex');

/** The sealer of the last secret asked for: the key is derived once, not per request. */
let current: { secret: string; sealer: Sealer } | null = null;
function sealer(secret: string | null): Sealer {
  const wanted = secret ?? fallbackSecret;
  if (current?.secret !== wanted) {
    current = { secret: wanted, sealer: createSealer(wanted, 'thank-you cookie') };
  }
  return current.sealer;
}

interface SealedValue<T> {
  summary: T;
  /** Epoch milliseconds after which the value is refused. */
  expires: number;
}

function isSealedValue<T>(value: unknown): value is SealedValue<T> {
  const { summary, expires } = (value ?? {}) as Partial<SealedValue<T>>;
  return typeof summary === 'object' && summary !== null && typeof expires === 'number';
}

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * An encrypted thank-you cookie of its own name, for any form that answers with
 * Post/Redirect/Get (booking requests, barrier reports); `T` is what its thank-you page repeats.
 * The name is bound to the sealed value: one form's cookie never stands in for another's.
 */
export function createThankYouCookie<T>(name: string) {
  return {
    /** The Set-Cookie header value carrying the summary of what was just sent. */
    serialize(
      summary: T,
      options: { secret: string | null; secure: boolean; now?: number },
    ): Promise<string> {
      const expires = (options.now ?? Date.now()) + THANK_YOU_MAX_AGE_SECONDS * 1000;
      const value: SealedValue<T> = { summary, expires };
      const sealed = sealer(options.secret).seal(JSON.stringify(value), name);
      const attributes = [`Max-Age=${THANK_YOU_MAX_AGE_SECONDS}`, 'Path=/', 'HttpOnly'];
      if (options.secure) attributes.push('Secure');
      attributes.push('SameSite=Lax');
      return Promise.resolve([`${name}=${sealed}`, ...attributes].join('; '));
    },
    /** The summary this browser sent recently, or null (missing, forged, expired). */
    read(cookieHeader: string | null, options: { secret: string | null; now?: number }) {
      const sealed = cookieValue(cookieHeader, name);
      const value = sealed === null ? null : parsed(sealer(options.secret).open(sealed, name));
      if (!isSealedValue<T>(value)) return Promise.resolve(null);
      return Promise.resolve(value.expires > (options.now ?? Date.now()) ? value.summary : null);
    },
  };
}

const bookingCookie = createThankYouCookie<BookingSummary>(THANK_YOU_COOKIE);

/** The Set-Cookie header value carrying the summary of the request just sent. */
export const thankYouCookie = bookingCookie.serialize;

/** The summary of a request this browser sent recently, or null (missing, forged, expired). */
export const readThankYouCookie = bookingCookie.read;
