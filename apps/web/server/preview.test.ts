import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readsDrafts } from '~/content/draft-scope.server';
import { previewSignature } from '~/features/preview/preview-link.server';
import {
  previewExitHandler,
  previewMode,
  previewStartHandler,
  type PreviewOptions,
} from './preview';

let close: (() => void) | undefined;
afterEach(() => close?.());

const secret = 'preview-s3cret';

async function serve(target: PreviewOptions['target']) {
  const options: PreviewOptions = {
    secret,
    adminOrigins: ['https://cms.example.org'],
    secure: false,
    target,
  };
  const app = express();
  app.use((_req, res, next) => {
    // What the security headers set before every route.
    res.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'");
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });
  app.get('/api/preview', previewStartHandler(options));
  app.get('/api/preview/exit', previewExitHandler(options));
  app.use(previewMode(options));
  app.get('/page', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ drafts: readsDrafts(), preview: res.locals.preview ?? null });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const entry = { type: 'api::exhibition.exhibition', documentId: 'abc123', locale: 'de' as const };

/** A link as the CMS makes it, signed with `key` (the right secret by default). */
function link(
  base: string,
  fields: Partial<typeof entry> & { expires?: number } = {},
  key = secret,
) {
  const signed = { ...entry, expires: Date.now() + 60_000, ...fields };
  const signature = previewSignature(key, signed);
  return `${base}/api/preview?${new URLSearchParams({ ...signed, expires: String(signed.expires), signature })}`;
}

async function enter(base: string): Promise<string> {
  const response = await fetch(link(base), { redirect: 'manual' });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('the editors preview', () => {
  it('refuses a link signed otherwise, changed, expired or unsigned with 401, never asking the CMS', async () => {
    const target = vi.fn();
    const base = await serve(target);
    const refused = [
      link(base, {}, 'another secret'),
      link(base).replace('abc123', 'abc124'),
      link(base).replace('locale=de', 'locale=en'),
      link(base, { expires: Date.now() - 1 }),
      link(base).replace(/&signature=\w+/, ''),
      `${base}/api/preview?secret=${secret}&type=${entry.type}&documentId=abc123&locale=de`,
    ];
    for (const url of refused) {
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(target).not.toHaveBeenCalled();
  });

  it('opens the entry page with a signed cookie; 404 for an entry without a page', async () => {
    const target = vi.fn(async (_type: string, documentId: string) =>
      documentId === 'abc123' ? { path: '/ausstellungen/neu', state: 'draft' as const } : null,
    );
    const base = await serve(target);
    const opened = await fetch(link(base), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/ausstellungen/neu');
    expect(opened.headers.get('set-cookie')).toMatch(
      /^zm_preview=.+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(target).toHaveBeenCalledWith('api::exhibition.exhibition', 'abc123', 'de');
    const unknown = await fetch(link(base, { documentId: 'gone' }), { redirect: 'manual' });
    expect(unknown.status).toBe(404);
  });

  it('with the cookie: drafts, private no-store, noindex, framed by the admin only', async () => {
    const base = await serve(async () => ({ path: '/page', state: 'modified' }));
    const cookie = await enter(base);
    const page = await fetch(`${base}/page`, { headers: { cookie } });
    expect(await page.json()).toEqual({
      drafts: true,
      preview: { path: '/page', state: 'modified' },
    });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://cms.example.org',
    );
  });

  it('without a valid cookie: published content, public caching, no framing', async () => {
    const base = await serve(async () => ({ path: '/page', state: 'draft' }));
    const cookie = await enter(base);
    const requests: Array<Record<string, string>> = [
      {},
      { cookie: `${cookie}x` },
      { cookie: 'zm_preview=forged' },
    ];
    for (const headers of requests) {
      const page = await fetch(`${base}/page`, { headers });
      expect(await page.json()).toEqual({ drafts: false, preview: null });
      expect(page.headers.get('cache-control')).toBe('public, max-age=60');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('ends the preview and returns to a path of this site only', async () => {
    const base = await serve(async () => null);
    const exit = (to: string) =>
      fetch(`${base}/api/preview/exit?to=${encodeURIComponent(to)}`, { redirect: 'manual' });
    const back = await exit('/ausstellungen?x=1');
    expect(back.headers.get('location')).toBe('/ausstellungen?x=1');
    expect(back.headers.get('set-cookie')).toMatch(/^zm_preview=; Max-Age=0/);
    for (const away of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      // Dot segments a browser resolves into "//host" or a slash and a backslash (issue 41, 2).
      '/./\\evil.example',
      '/.//evil.example/x',
    ])
      expect((await exit(away)).headers.get('location')).toBe('/');
  });
});
