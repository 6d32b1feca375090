import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

function run(development: boolean) {
  const headers: Record<string, string> = {};
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => (headers[name] = value),
  };
  securityHeaders({ mediaOrigin: 'https://media.example.org', development })(
    {} as never,
    res as never,
    () => {},
  );
  return { headers, nonce: String(res.locals.cspNonce) };
}

describe('security headers', () => {
  it('allows scripts only from self and with the request nonce, media from the CMS', () => {
    const { headers, nonce } = run(false);
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("img-src 'self' data: https://media.example.org");
    expect(csp).toContain("media-src 'self' https://media.example.org");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('uses a new nonce for every request', () => {
    expect(run(false).nonce).not.toBe(run(false).nonce);
  });

  it('sends no CSP in development, where Vite injects inline code', () => {
    expect(run(true).headers['Content-Security-Policy']).toBeUndefined();
  });
});
