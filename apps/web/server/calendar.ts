/**
 * GET /api/calendar?startDate&endDate&locale (SPEC §7): the opening windows of the range (today
 * and tomorrow by default) in time order, `{ start: { dateTime }, end: { dateTime } }`, ISO 8601
 * with Berlin's offset. A closed day has no entry (SPEC §4), so the first entry is today's
 * window when the museum opens today (decision 0050).
 * The hours come from the CMS opening-hours single type, or, when CALENDAR_UPSTREAM_URL is
 * set, from an external calendar that answers the same query with the same shape.
 */
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import {
  calendarEntries,
  parseCalendarQuery,
  type CalendarEntry,
  type CalendarQuery,
  type OpeningHours,
  windowsInRange,
} from '~/features/opening-hours';
import { CLOCK_OVERRIDE_HEADER, clockOverrideAllowed, nowFor } from '~/features/clock/now.server';

/** Where the opening windows of a valid query come from. */
export type CalendarSource = (query: CalendarQuery) => Promise<CalendarEntry[]>;

/** The hours could not be read: the endpoint answers 503, never a stack trace. */
export class CalendarUnavailableError extends Error {
  override name = 'CalendarUnavailableError';
}

const CACHE_VALID = 'public, max-age=300, stale-while-revalidate=600';
const CACHE_BAD_REQUEST = 'public, max-age=60';
const CACHE_UNAVAILABLE = 'no-store';

export function cmsCalendarSource(loadHours: () => Promise<OpeningHours>): CalendarSource {
  return async ({ startDate, endDate }) => {
    let hours: OpeningHours;
    try {
      hours = await loadHours();
    } catch (error) {
      throw new CalendarUnavailableError(
        `opening hours from the CMS: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return calendarEntries(hours, startDate, endDate);
  };
}

const upstreamAnswer = z.array(
  z.object({
    start: z.object({ dateTime: z.iso.datetime({ offset: true }) }),
    end: z.object({ dateTime: z.iso.datetime({ offset: true }) }),
    // An upstream that answers like this endpoint did before decision 0050 marks closed days.
    closed: z.boolean().optional(),
  }),
);

export type UpstreamOptions = {
  url: string;
  /** Sent as the Authorization header value, e.g. "Bearer …". */
  authorization?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** An external calendar with the same query and answer as this endpoint. */
export function upstreamCalendarSource({
  url,
  authorization,
  timeoutMs = 5000,
  fetch: fetchImpl = fetch,
}: UpstreamOptions): CalendarSource {
  return async (query) => {
    const target = new URL(url);
    target.searchParams.set('startDate', query.startDate);
    target.searchParams.set('endDate', query.endDate);
    target.searchParams.set('locale', query.locale);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (authorization) headers.authorization = authorization;
    let body: unknown;
    try {
      const response = await fetchImpl(target, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new CalendarUnavailableError(
        `upstream calendar ${target.origin}${target.pathname}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const parsed = upstreamAnswer.safeParse(body);
    if (!parsed.success) {
      throw new CalendarUnavailableError(
        `upstream calendar ${target.origin}${target.pathname}: answer is not a list of calendar entries`,
      );
    }
    // Only the documented fields pass through. Elements marked closed and empty windows are no
    // opening window: those days, like the days it leaves out, get no entry.
    const windows = parsed.data
      .filter(({ closed }) => closed !== true)
      .map(({ start, end }) => ({
        start: { dateTime: start.dateTime },
        end: { dateTime: end.dateTime },
      }));
    return windowsInRange(windows, query.startDate, query.endDate);
  };
}

type Environment = Record<string, string | undefined>;

/** CALENDAR_UPSTREAM_URL (+ CALENDAR_UPSTREAM_AUTHORIZATION) if set, otherwise the CMS. */
export function calendarSourceFromEnv(
  env: Environment,
  loadHours: () => Promise<OpeningHours>,
): CalendarSource {
  const url = env.CALENDAR_UPSTREAM_URL?.trim();
  if (!url) return cmsCalendarSource(loadHours);
  return upstreamCalendarSource({
    url,
    authorization: env.CALENDAR_UPSTREAM_AUTHORIZATION?.trim() || undefined,
  });
}

function queryOf(req: Request): URLSearchParams {
  return new URL(req.originalUrl, 'http://localhost').searchParams;
}

export function calendarHandler({
  source,
  env = process.env,
}: {
  source: CalendarSource;
  env?: Environment;
}): RequestHandler {
  return async (req, res) => {
    // With the test clock allowed, the default dates depend on these request fields.
    if (clockOverrideAllowed(env)) res.setHeader('Vary', `${CLOCK_OVERRIDE_HEADER}, Cookie`);
    const now = nowFor(
      { header: req.get(CLOCK_OVERRIDE_HEADER), cookieHeader: req.get('cookie') },
      env,
    );
    const query = parseCalendarQuery(queryOf(req), now);
    if ('error' in query) {
      res.status(400).setHeader('Cache-Control', CACHE_BAD_REQUEST).json(query);
      return;
    }
    try {
      const entries = await source(query);
      res.setHeader('Cache-Control', CACHE_VALID).json(entries);
    } catch (error) {
      console.error(`[calendar] ${error instanceof Error ? error.message : String(error)}`);
      res
        .status(503)
        .setHeader('Cache-Control', CACHE_UNAVAILABLE)
        .json({ error: { message: 'The opening hours are not available right now.' } });
    }
  };
}
