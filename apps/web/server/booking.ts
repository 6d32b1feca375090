/**
 * Server-level pieces of the booking request: the client address for the form's rate limit,
 * and the retry worker that delivers queued requests and mails (started with the server).
 */
import type { RequestHandler } from 'express';
import { CLIENT_ADDRESS_HEADER, ORIGIN_HEADER } from '~/features/booking/guards.server';
import { startBookingWorker } from '~/features/booking/runtime.server';
import { matchPath } from '~/site/paths';

/** Screens whose forms answer a refused post in the page language (booking, barrier report). */
const formScreens = new Set(['guidedTourRequest', 'accessibilityReport']);
const isFormScreen = (screen: string | undefined) =>
  screen !== undefined && formScreens.has(screen);

/**
 * Hands the client address to the form's rate limit (overwriting whatever a client sent under
 * that name). For posts of the booking and report forms, the Origin header is handed over under another
 * name: the action answers a cross-site post with 403 and a message in the page language,
 * where React Router's own check would end in a bare 400.
 */
export const bookingClientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  delete req.headers[ORIGIN_HEADER];
  const screen = matchPath(req.path.replace(/\.data$/, ''))?.id;
  if (req.method === 'POST' && isFormScreen(screen) && req.headers.origin) {
    req.headers[ORIGIN_HEADER] = req.headers.origin;
    delete req.headers.origin;
  }
  next();
};

let started = false;

/** Idempotent: the development server builds the app per request. */
export function startBookingQueue(): void {
  if (started) return;
  started = true;
  startBookingWorker();
}
