import { createContext, RouterContextProvider } from 'react-router';

/** Per-request nonce that the Content-Security-Policy allows inline scripts with. */
export const cspNonceContext = createContext<string>('');

/** What the HTTP server hands to every request's loaders and to entry.server. */
export function createLoadContext(cspNonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  return context;
}
