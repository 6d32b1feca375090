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

/** What the HTTP server hands to every request's loaders and to entry.server. */
export function createLoadContext(
  requestId = '',
  preview: PreviewInfo | null = null,
  allowInline: (hashes: InlineHashes) => void = () => {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(allowInlineContext, allowInline);
  context.set(requestIdContext, requestId);
  context.set(previewContext, preview);
  return context;
}
