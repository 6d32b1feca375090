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
 * The site's content a change touches, as the CMS names it (`affects`: the REST names of the
 * types whose answers can contain the changed entry; empty for private models). Null for a
 * message that names nothing (a plain Strapi webhook, a call by hand): then all content.
 */
export function affectedContent(body: unknown): string[] | null {
  const affects = (body as { affects?: unknown } | null | undefined)?.affects;
  if (!Array.isArray(affects)) return null;
  return affects.filter((name): name is string => typeof name === 'string');
}

/**
 * What the change touched, when the CMS names it (`type`: the REST name of the changed entry's
 * type; `documents`: the entry and the entries it relates to): answers of other collections are
 * then renewed only where they contain one of those documents. Null: whole types.
 */
export function changeScope(body: unknown): { type: string; documents: string[] } | null {
  const { type, documents } = (body ?? {}) as { type?: unknown; documents?: unknown };
  if (typeof type !== 'string' || !type || !Array.isArray(documents)) return null;
  const named = documents.filter((id): id is string => typeof id === 'string' && id !== '');
  return named.length > 0 ? { type, documents: named } : null;
}

/**
 * POST /api/revalidate, called by the CMS after a change of public content: when the
 * `x-revalidate-secret` header matches REVALIDATE_SECRET, renews the cached content the change
 * touches (`invalidate(names, scope)`, null names: all) and then tells `changed` (the site search) which
 * entry it was. A change that touches nothing clears nothing. The secret is checked before the
 * body is read, so nobody else can make the server parse large bodies.
 */
export function revalidateHandler({
  secret,
  invalidate,
  changed,
  afterChange,
}: {
  secret: string | undefined;
  invalidate: (
    names: readonly string[] | null,
    scope: { type: string; documents: string[] } | null,
  ) => number;
  changed?: (entry: { model: string; documentId: string }) => Promise<void>;
  /** Told of every change of public content after the answer (images made ahead, 0058). */
  afterChange?: (body: unknown) => void;
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
    const names = affectedContent(req.body);
    if (names?.length === 0) {
      res.json({ revalidated: false, cleared: 0 });
      return;
    }
    const scope = names ? changeScope(req.body) : null;
    const cleared = invalidate(names, scope);
    const where = scope ? ` naming ${scope.documents.length} documents` : '';
    console.info(
      `[revalidate] ${names ? names.join(', ') : 'all content'}${where}: ${cleared} cached entries to renew`,
    );
    res.json({ revalidated: true, cleared });
    afterChange?.(req.body);
    const entry = changedEntry(req.body);
    // After the answer: the CMS does not wait for the re-read (the search logs its failures).
    if (entry && changed) {
      changed(entry).catch((error: unknown) => {
        console.error(`[revalidate] ${entry.model} ${entry.documentId}: ${String(error)}`);
      });
    }
  };
  // The CMS sends names only; a plain Strapi webhook carries the whole entry, which can be large.
  return [checkSecret, express.json({ limit: '10mb' }), handle];
}
