/**
 * Which draft the current request reads (the editors' preview, decision 0045). The HTTP server
 * opens the scope for a request with a valid preview cookie; the cookie names the one entry the
 * editor opened from the CMS. The content service then reads that entry's draft, in every
 * language, past its cache, wherever the entry appears (its page, its collection's lists), and
 * everything else as published, as visitors see it. No draft ever enters the cache.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CollectionName, SingleTypeName } from './transform';

/** The entry a preview shows as its draft: one entry of a collection, or one single type. */
export type DraftScope =
  | { kind: 'entry'; collection: CollectionName; documentId: string }
  | { kind: 'single'; name: SingleTypeName };

const scope = new AsyncLocalStorage<DraftScope>();

/** Runs `work` (and everything it starts) with the draft of the scope's entry. */
export function withDraftOf<T>(draft: DraftScope, work: () => T): T {
  return scope.run(draft, work);
}

/** The draft the current request reads, or null (published content only). */
export function draftInScope(): DraftScope | null {
  return scope.getStore() ?? null;
}

/**
 * Runs `work` with published content even inside a preview: for what is kept and shown to
 * everyone afterwards (the search index a preview request happens to build).
 */
export function withoutDrafts<T>(work: () => T): T {
  return scope.exit(work);
}
