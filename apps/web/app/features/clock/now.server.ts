/**
 * "Now" for server code (loaders, /api/calendar). It is the real time, except when the
 * process runs with ZM_ALLOW_CLOCK_OVERRIDE=1 (test harness only; `npm start` never sets it):
 * then a request may name its own instant in the header `x-zm-now` or the cookie `zm-now`,
 * so browser tests can show the site on a chosen day. See docs/decisions/0006.
 */
import { cookieValue } from '~/site/cookie-header';

export const CLOCK_OVERRIDE_ENV = 'ZM_ALLOW_CLOCK_OVERRIDE';
export const CLOCK_OVERRIDE_HEADER = 'x-zm-now';
export const CLOCK_OVERRIDE_COOKIE = 'zm-now';

/** What a request may carry to override the clock. */
export type ClockOverrideSource = {
  header?: string | null;
  cookieHeader?: string | null;
};

type Environment = Record<string, string | undefined>;

export function clockOverrideAllowed(env: Environment = process.env): boolean {
  return env[CLOCK_OVERRIDE_ENV] === '1';
}

/** An ISO 8601 instant with date, time and zone ("2026-11-25T09:00:00Z", "…+01:00"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseInstant(value: string | null | undefined): Date | null {
  const text = value?.trim();
  if (!text || !ISO_INSTANT.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The cookie's value, percent-decoded where it is encoded. */
function decodedCookie(cookieHeader: string | null | undefined, name: string): string | null {
  const raw = cookieValue(cookieHeader, name);
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The instant a request runs at. The header wins over the cookie; an unreadable value is
 * ignored (real time), and without the environment flag both are ignored.
 */
export function nowFor(
  source: ClockOverrideSource,
  env: Environment = process.env,
  realNow: () => Date = () => new Date(),
): Date {
  if (clockOverrideAllowed(env)) {
    const override =
      parseInstant(source.header) ??
      parseInstant(decodedCookie(source.cookieHeader, CLOCK_OVERRIDE_COOKIE));
    if (override) return override;
  }
  return realNow();
}

/** "Now" for a route loader's Fetch API request. */
export function requestNow(request: Request, env: Environment = process.env): Date {
  return nowFor(
    {
      header: request.headers.get(CLOCK_OVERRIDE_HEADER),
      cookieHeader: request.headers.get('cookie'),
    },
    env,
  );
}
