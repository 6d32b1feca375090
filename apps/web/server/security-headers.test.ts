import { describe, expect, it } from 'vitest';
import {
  frameSources,
  hstsFromEnv,
  securityHeaders,
  type SecurityHeaderOptions,
} from './security-headers';

async function run(options: Partial<SecurityHeaderOptions> = {}) {
  const headers: Record<string, string> = {};
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => (headers[name] = value),
  };
  await new Promise<void>((resolve) =>
    securityHeaders({ development: false, ...options })({} as never, res as never, () => resolve()),
  );
  const allowInline = res.locals.allowInline as
    ((hashes: { scripts: string[]; styles: string[] }) => void) | undefined;
  return { headers, allowInline };
}

/** The policy's directives by name. */
function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it('allows scripts, styles, images and audio only from self without inline hashes', async () => {
    const { headers } = await run();
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(directives(csp).get('script-src')).toBe("'self'");
    expect(directives(csp).get('style-src')).toBe("'self'");
    expect(csp).not.toMatch(/unsafe-inline|nonce/);
    // Images, audio and video come from the site's own /media (server/media.ts), not the CMS.
    expect(csp).toContain("img-src 'self' data:;");
    expect(directives(csp).get('media-src')).toBe("'self'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it("adds exactly a page's inline hashes to script-src and style-src, the same for every request", async () => {
    const page = { scripts: ['sha256-AAA=', 'sha256-BBB='], styles: ['sha256-CCC='] };
    const policies = await Promise.all(
      [
        run({ analyticsOrigin: 'https://stats.example.org' }),
        run({ analyticsOrigin: 'https://stats.example.org' }),
      ].map(async (answer) => {
        const { headers, allowInline } = await answer;
        allowInline!(page);
        return headers['Content-Security-Policy'] ?? '';
      }),
    );
    expect(policies[0]).toBe(policies[1]);
    const policy = directives(policies[0] ?? '');
    expect(policy.get('script-src')).toBe(
      "'self' 'sha256-AAA=' 'sha256-BBB=' https://stats.example.org",
    );
    expect(policy.get('style-src')).toBe("'self' 'sha256-CCC='");
  });

  it('sends no CSP in development, where Vite injects inline code', async () => {
    expect((await run({ development: true })).headers['Content-Security-Policy']).toBeUndefined();
  });

  it('allows nothing of an analytics host when none is configured', async () => {
    const policy = directives(
      (await run({ analyticsOrigin: null })).headers['Content-Security-Policy'] ?? '',
    );
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('img-src')).toBe("'self' data:");
    expect(policy.has('frame-src')).toBe(false);
  });

  it('allows exactly the analytics origin for matomo.js and its requests', async () => {
    const { headers } = await run({ analyticsOrigin: 'https://stats.example.org' });
    const csp = headers['Content-Security-Policy'] ?? '';
    const policy = directives(csp);
    expect(policy.get('script-src')).toBe("'self' https://stats.example.org");
    expect(policy.get('connect-src')).toBe("'self' https://stats.example.org");
    expect(policy.get('img-src')).toBe("'self' data: https://stats.example.org");
    expect(policy.get('default-src')).toBe("'self'");
    expect(csp).not.toMatch(/\*|unsafe-inline|unsafe-eval/);
  });

  it('allows frames from the given hosts only: deduplicated, valid host names, over https', async () => {
    const { headers } = await run({
      frameHosts: async () => [
        'www.youtube-nocookie.com',
        'WWW.YouTube-nocookie.com',
        'player.vimeo.com',
        '*.example.org',
        'https://evil.example',
        "evil.example 'unsafe-inline'",
        'evil.example; script-src *',
        'host:8080',
        '',
      ],
    });
    const csp = headers['Content-Security-Policy'] ?? '';
    expect(directives(csp).get('frame-src')).toBe(
      "'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(csp).not.toMatch(/\*|unsafe-inline|evil/);
  });

  it("leaves only 'self' for frames when the host list fails", async () => {
    const failing = await run({ frameHosts: () => Promise.reject(new Error('CMS down')) });
    expect(directives(failing.headers['Content-Security-Policy'] ?? '').get('frame-src')).toBe(
      "'self'",
    );
    const throwing = await run({
      frameHosts: () => {
        throw new Error('broken');
      },
    });
    expect(directives(throwing.headers['Content-Security-Policy'] ?? '').get('frame-src')).toBe(
      "'self'",
    );
  });

  it('checks host names for frame sources', () => {
    expect(frameSources(['a.example', 'a.example.', 'xn--mnchen-3ya.de', 42, null])).toEqual([
      'https://a.example',
      'https://xn--mnchen-3ya.de',
    ]);
    expect(frameSources(['-a.example', 'a..example', 'a_b.example', 'a/b'])).toEqual([]);
  });
});

describe('HSTS and CSP reports (docs/decisions/0036)', () => {
  it('sends HSTS only for an https public origin, HSTS_MAX_AGE seconds (0: none)', () => {
    expect(hstsFromEnv('http://localhost:3000', { HSTS_MAX_AGE: '600' })).toBeNull();
    expect(hstsFromEnv('https://museum.example', {})).toBe(31_536_000);
    expect(hstsFromEnv('https://museum.example', { HSTS_MAX_AGE: '600' })).toBe(600);
    expect(hstsFromEnv('https://museum.example', { HSTS_MAX_AGE: '0' })).toBeNull();
  });

  it('sets Strict-Transport-Security and the report endpoint when given, nothing otherwise', async () => {
    const plain = await run();
    expect(plain.headers['Strict-Transport-Security']).toBeUndefined();
    expect(plain.headers['Reporting-Endpoints']).toBeUndefined();
    expect(plain.headers['Content-Security-Policy']).not.toContain('report');
    const { headers } = await run({
      hstsMaxAge: 600,
      reportUrl: 'https://museum.example/api/csp-report',
    });
    expect(headers['Strict-Transport-Security']).toBe('max-age=600');
    expect(headers['Reporting-Endpoints']).toBe('csp="https://museum.example/api/csp-report"');
    const csp = directives(headers['Content-Security-Policy'] ?? '');
    expect(csp.get('report-uri')).toBe('https://museum.example/api/csp-report');
    expect(csp.get('report-to')).toBe('csp');
  });
});
