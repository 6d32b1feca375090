import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The entry a Strapi webhook names (`{ event, model, entry: { documentId } }`), if any. */
export function changedEntry(body: unknown): { model: string; documentId: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { model, entry } = body as { model?: unknown; entry?: unknown };
  const documentId = (entry as { documentId?: unknown } | null | undefined)?.documentId;
  if (typeof model !== 'string' || typeof documentId !== 'string' || !documentId) return null;
  return { model, documentId };
}

/**
 * POST /api/revalidate, called by the CMS webhook after every content change: clears the
 * content cache when the `x-revalidate-secret` header matches REVALIDATE_SECRET, then tells
 * `changed` (the site search) which entry it was. Needs a JSON body parser before it.
 */
export function revalidateHandler({
  secret,
  invalidate,
  changed,
}: {
  secret: string | undefined;
  invalidate: () => number;
  changed?: (entry: { model: string; documentId: string }) => Promise<void>;
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
    const entry = changedEntry(req.body);
    // After the answer: the CMS does not wait for the re-read (the search logs its failures).
    if (entry && changed) {
      changed(entry).catch((error: unknown) => {
        console.error(`[revalidate] ${entry.model} ${entry.documentId}: ${String(error)}`);
      });
    }
  };
}
