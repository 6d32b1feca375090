/** What the HTTP server hands to every request's loaders and to entry.server. */
declare module 'react-router' {
  interface AppLoadContext {
    /** Per-request nonce that the Content-Security-Policy allows inline scripts with. */
    cspNonce: string;
  }
}

export {};
