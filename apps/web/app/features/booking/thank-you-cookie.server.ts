import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BookingSummary } from './summary';

/**
 * The thank-you page after Post/Redirect/Get reads the summary from a short-lived, signed,
 * HttpOnly cookie: no personal data in the URL, and no server state another instance lacks.
 */
export const THANK_YOU_COOKIE = 'zm_booking_received';
export const THANK_YOU_MAX_AGE_SECONDS = 30 * 60;

const fallbackSecret = randomBytes(32).toString('hex');

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function thankYouCookie(
  summary: BookingSummary,
  options: { secret: string | null; secure: boolean; now?: number },
): string {
  const expires = (options.now ?? Date.now()) + THANK_YOU_MAX_AGE_SECONDS * 1000;
  const value = Buffer.from(JSON.stringify({ summary, expires })).toString('base64url');
  const signed = `${value}.${sign(value, options.secret ?? fallbackSecret)}`;
  return [
    `${THANK_YOU_COOKIE}=${signed}`,
    'Path=/',
    `Max-Age=${THANK_YOU_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The summary of a request this browser sent recently, or null (missing, forged, expired). */
export function readThankYouCookie(
  cookieHeader: string | null,
  options: { secret: string | null; now?: number },
): BookingSummary | null {
  const raw = cookieValue(cookieHeader, THANK_YOU_COOKIE);
  if (!raw) return null;
  const [value = '', signature = ''] = raw.split('.');
  const expected = Buffer.from(sign(value, options.secret ?? fallbackSecret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { summary, expires } = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {
      summary: BookingSummary;
      expires: number;
    };
    return expires > (options.now ?? Date.now()) ? summary : null;
  } catch {
    return null;
  }
}
