import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/revalidate, called by the CMS webhook after every content change: clears the
 * content cache when the `x-revalidate-secret` header matches REVALIDATE_SECRET.
 */
export function revalidateHandler({
  secret,
  invalidate,
}: {
  secret: string | undefined;
  invalidate: () => number;
}): RequestHandler {
  return (req, res) => {
    const given = req.get('x-revalidate-secret');
    if (!secret || !given || !sameSecret(given, secret)) {
      res.status(401).json({ revalidated: false });
      return;
    }
    const cleared = invalidate();
    console.info(`[revalidate] content cache cleared (${cleared} entries)`);
    res.json({ revalidated: true, cleared });
  };
}
