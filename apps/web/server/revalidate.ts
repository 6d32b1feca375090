import { timingSafeEqual } from 'node:crypto';
import express, { type RequestHandler } from 'express';

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
 * POST /api/revalidate, called by the CMS webhook after every content change: when the
 * `x-revalidate-secret` header matches REVALIDATE_SECRET, clears the content cache and then tells
 * `changed` (the site search) which entry it was. The secret is checked before the body is
 * read, so nobody else can make the server parse large bodies.
 */
export function revalidateHandler({
  secret,
  invalidate,
  changed,
}: {
  secret: string | undefined;
  invalidate: () => number;
  changed?: (entry: { model: string; documentId: string }) => Promise<void>;
}): RequestHandler[] {
  const checkSecret: RequestHandler = (req, res, next) => {
    const given = req.get('x-revalidate-secret');
    if (!secret || !given || !sameSecret(given, secret)) {
      res.status(401).json({ revalidated: false });
      return;
    }
    next();
  };
  const handle: RequestHandler = (req, res) => {
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
  // Strapi's webhook carries the whole entry; rich pages can be large.
  return [checkSecret, express.json({ limit: '10mb' }), handle];
}
