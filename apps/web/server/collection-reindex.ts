import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/collection/reindex (`npm run collection:reindex`), with the webhook's secret in
 * `x-revalidate-secret`: brings the collection index in line with the CMS (every published
 * object in, the others out) and answers how many objects it lists, once done.
 */
export function reindexHandler({
  secret,
  rebuild,
}: {
  secret: string | undefined;
  rebuild: () => Promise<{ listed: number; removed: number }>;
}): RequestHandler {
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const given = req.get('x-revalidate-secret');
    if (!secret || !given || !sameSecret(given, secret)) {
      res.status(401).json({ reindexed: false });
      return;
    }
    rebuild().then(
      ({ listed, removed }) => {
        console.info(`[collection] reindexed by request: ${listed} objects, ${removed} removed`);
        res.json({ reindexed: true, listed, removed });
      },
      (error: unknown) => {
        console.error(`[collection] reindex failed: ${String(error)}`);
        res.status(503).json({ reindexed: false, error: 'the CMS did not answer' });
      },
    );
  };
}
