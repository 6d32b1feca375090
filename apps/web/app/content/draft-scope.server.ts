/**
 * Whether the current request reads drafts (the editors' preview). The HTTP server opens the
 * scope for a request with a valid preview cookie; the content service then asks the CMS for
 * the latest draft of everything and bypasses its cache, so no draft reaches another visitor.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<'drafts'>();

/** Runs `work` (and everything it starts) with drafts instead of published content. */
export function withDrafts<T>(work: () => T): T {
  return scope.run('drafts', work);
}

export function readsDrafts(): boolean {
  return scope.getStore() === 'drafts';
}

/**
 * Runs `work` with published content even inside a preview: for what is kept and shown to
 * everyone afterwards (the search index a preview request happens to build).
 */
export function withoutDrafts<T>(work: () => T): T {
  return scope.exit(work);
}
