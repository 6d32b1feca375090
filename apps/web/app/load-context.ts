import { createContext, RouterContextProvider } from 'react-router';
import type { PreviewInfo } from '~/features/preview/preview-state';

/** Hashes (`sha256-…`, base64) of a page's inline script and style elements. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * Allows a rendered page's inline elements in the answer's Content-Security-Policy
 * (server/security-headers.ts); entry.server calls it with the whole page's hashes.
 */
export const allowInlineContext = createContext<(hashes: InlineHashes) => void>(() => {});

/** Per-request id (X-Request-Id): in the server's error log and on the visitor's error page. */
export const requestIdContext = createContext<string>('');

/** The editors' preview this request is part of (server/preview.ts), or null. */
export const previewContext = createContext<PreviewInfo | null>(null);

/**
 * When this answer's content goes out of date by itself, without a publish (an urgent notice
 * starts or ends): loaders narrow it, entry.server cuts the answer's cache lifetimes to end
 * before it (shared-cache.server.ts, docs/decisions/0059).
 */
export interface ContentChange {
  /** Narrows the moment to `ms` from now at the latest. */
  changesIn(ms: number): void;
  /** The moment (epoch ms, the server's real clock), or null when nothing changes by itself. */
  readonly changesAt: number | null;
}

export function createContentChange(now: () => number = Date.now): ContentChange {
  let changesAt: number | null = null;
  return {
    changesIn(ms) {
      const at = now() + Math.max(0, ms);
      if (changesAt === null || at < changesAt) changesAt = at;
    },
    get changesAt() {
      return changesAt;
    },
  };
}

export const contentChangeContext = createContext<ContentChange | null>(null);

/**
 * Tells the site's page cache (server/html-cache.ts) until when it may keep this answer
 * (epoch ms), when that is shorter than its usual time.
 */
export const keepUntilContext = createContext<(until: number) => void>(() => {});

/** What the HTTP server hands to every request's loaders and to entry.server. */
export function createLoadContext(
  requestId = '',
  preview: PreviewInfo | null = null,
  allowInline: (hashes: InlineHashes) => void = () => {},
  keepUntil: (until: number) => void = () => {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(allowInlineContext, allowInline);
  context.set(contentChangeContext, createContentChange());
  context.set(keepUntilContext, keepUntil);
  context.set(requestIdContext, requestId);
  context.set(previewContext, preview);
  return context;
}
