/**
 * GET the programme's calendar feed and one event's calendar file (RFC 5545). Both say
 * `no-cache`: any HTTP cache may keep them but asks again every time (answered 304 by the
 * ETag while nothing changed), so that a publish reaches subscribers within 5 s.
 */
import type { Request, RequestHandler, Response } from 'express';
import { isLocale } from '~/domain/locale';
import {
  eventCalendar,
  programmeCalendar,
  type CalendarReads,
  type CalendarRequest,
} from '~/features/calendar-feed/feeds.server';
import { CLOCK_OVERRIDE_HEADER, nowFor } from '~/features/clock/now.server';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const CACHE_CALENDAR = 'public, no-cache';

export type CalendarFeedOptions = {
  reads: CalendarReads;
  /** The configured public origin (site-origin.server.ts), read per request. */
  origin: () => string;
  env?: Record<string, string | undefined>;
};

function refuse(res: Response, status: 404 | 503, message: string) {
  res
    .status(status)
    .type('text/plain; charset=utf-8')
    .setHeader('Cache-Control', 'no-store')
    .send(message);
}

/** The request's language and clock, or null (answered 404) for an unknown language. */
function calendarRequest(req: Request, res: Response, options: CalendarFeedOptions) {
  const locale = req.params.locale;
  if (typeof locale !== 'string' || !isLocale(locale)) {
    refuse(res, 404, 'Not found: there is no calendar in this language.');
    return null;
  }
  const now = nowFor(
    { header: req.get(CLOCK_OVERRIDE_HEADER), cookieHeader: req.get('cookie') },
    options.env,
  );
  return { locale, now, origin: options.origin() } satisfies CalendarRequest;
}

/** The CMS could not be read: a short message, never a stack trace; logged with the cause. */
function unavailable(res: Response, error: unknown) {
  console.error(`[calendar-feed] ${error instanceof Error ? error.message : String(error)}`);
  refuse(res, 503, 'The calendar is not available right now. Please try again later.');
}

export function programmeCalendarHandler(options: CalendarFeedOptions): RequestHandler {
  return async (req, res) => {
    const request = calendarRequest(req, res, options);
    if (!request) return;
    const query = new URL(req.originalUrl, 'http://localhost').searchParams;
    try {
      const body = await programmeCalendar(options.reads, request, query);
      res.type(CALENDAR_TYPE).setHeader('Cache-Control', CACHE_CALENDAR).send(body);
    } catch (error) {
      unavailable(res, error);
    }
  };
}

export function eventCalendarHandler(options: CalendarFeedOptions): RequestHandler {
  return async (req, res) => {
    const request = calendarRequest(req, res, options);
    if (!request) return;
    try {
      const file = await eventCalendar(options.reads, request, String(req.params.slug));
      if (!file) {
        refuse(res, 404, 'Not found: there is no such event.');
        return;
      }
      res
        .attachment(file.filename)
        .type(CALENDAR_TYPE)
        .setHeader('Cache-Control', CACHE_CALENDAR)
        .send(file.body);
    } catch (error) {
      unavailable(res, error);
    }
  };
}
