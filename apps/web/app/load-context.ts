import { createContext, RouterContextProvider } from 'react-router';
import type { PreviewInfo } from '~/features/preview/preview-state';

/** Per-request nonce that the Content-Security-Policy allows inline scripts with. */
export const cspNonceContext = createContext<string>('');

/** Per-request id (X-Request-Id): in the server's error log and on the visitor's error page. */
export const requestIdContext = createContext<string>('');

/** The editors' preview this request is part of (server/preview.ts), or null. */
export const previewContext = createContext<PreviewInfo | null>(null);

/** What the HTTP server hands to every request's loaders and to entry.server. */
export function createLoadContext(
  cspNonce: string,
  requestId = '',
  preview: PreviewInfo | null = null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  context.set(requestIdContext, requestId);
  context.set(previewContext, preview);
  return context;
}
