/**
 * A language prefix written in capitals (`/EN/exhibitions`, `/De`) is the lower-case one: a
 * permanent redirect to the same path and query under `/en` or `/de` (issue 42, point 8). The
 * routes match case-blind, so without it `/EN/…` showed the English route in German.
 */
import type { NextFunction, Request, Response } from 'express';
import { locales } from '~/domain/locale';

const prefix = new RegExp(`^/(${locales.join('|')})(?=[/?]|$)`, 'i');

/**
 * The address `url` (a request target: path and query) should be, or null when it is right.
 * Only the prefix changes: what follows is passed on as the visitor sent it.
 */
export function lowerCasePrefix(url: string): string | null {
  const match = prefix.exec(url);
  if (!match || match[1] === match[1]!.toLowerCase()) return null;
  return `/${match[1]!.toLowerCase()}${url.slice(match[0].length)}`;
}

/** Redirects GET and HEAD requests whose language prefix is not written in lower case. */
export function localePrefixCase(req: Request, res: Response, next: NextFunction): void {
  const target = req.method === 'GET' || req.method === 'HEAD' ? lowerCasePrefix(req.url) : null;
  if (target === null) return next();
  res.set('Cache-Control', 'public, max-age=3600').redirect(301, target);
}
