import { createContext, RouterContextProvider } from 'react-router';

/** Per-request nonce that the Content-Security-Policy allows inline scripts with. */
export const cspNonceContext = createContext<string>('');

/** Per-request id (X-Request-Id): in the server's error log and on the visitor's error page. */
export const requestIdContext = createContext<string>('');

/** What the HTTP server hands to every request's loaders and to entry.server. */
export function createLoadContext(cspNonce: string, requestId = ''): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  context.set(requestIdContext, requestId);
  return context;
}
