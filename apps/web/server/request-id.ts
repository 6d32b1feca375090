/**
 * SPEC §8: every answer names its request, so that an error page's reference finds the log line
 * (docs/decisions/0015). Used by the Express chain and by the cache hits answered before it
 * (server/html-cache.ts, docs/decisions/0031), so both name a request the same way.
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/** 8 hex digits (Node keeps a pool of random bytes for randomUUID: no system call per id). */
export const newRequestId = (): string => randomUUID().slice(0, 8);

/** The browser can read it back (Resource Timing) to name a failed answer on its error page. */
export const requestTiming = (id: string): string => `request;desc=${id}`;

/** The id as `res.locals.requestId` (for the load context), `X-Request-Id` and `Server-Timing`. */
export const requestId: RequestHandler = (_req, res, next) => {
  const id = newRequestId();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  res.setHeader('Server-Timing', requestTiming(id));
  next();
};
