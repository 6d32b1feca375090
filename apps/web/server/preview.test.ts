import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftInScope } from '~/content/draft-scope.server';
import { previewSignature } from '~/features/preview/preview-link.server';
import {
  previewExitHandler,
  previewMode,
  previewStartHandler,
  type PreviewOptions,
} from './preview';

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  vi.useRealTimers();
});

const secret = 'preview-s3cret';

async function serve(
  target: PreviewOptions['target'],
  cookieMode: PreviewOptions['cookieMode'] = 'lax',
) {
  const options: PreviewOptions = {
    secret,
    adminOrigins: ['http://127.0.0.1:1337', 'http://localhost:1337'],
    cookieMode,
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
    res.json({ draft: draftInScope(), preview: res.locals.preview ?? null });
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

async function enter(base: string, fields: Partial<typeof entry> = {}): Promise<string> {
  const response = await fetch(link(base, fields), { redirect: 'manual' });
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
      // Signed right, but for longer than a link lives (15 minutes).
      link(base, { expires: Date.now() + 60 * 60_000 }),
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
      /^zm_preview=.+; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(target).toHaveBeenCalledWith('api::exhibition.exhibition', 'abc123', 'de');
    const unknown = await fetch(link(base, { documentId: 'gone' }), { redirect: 'manual' });
    expect(unknown.status).toBe(404);
  });

  it("keeps the cookie in the framing admin's partition over https and on this machine", async () => {
    const base = await serve(async () => ({ path: '/page', state: 'draft' }), 'partitioned');
    const opened = await fetch(link(base), { redirect: 'manual' });
    const [set, ...older] = opened.headers.getSetCookie();
    expect(set).toMatch(
      /^zm_preview=.+; Max-Age=1800; Path=\/; HttpOnly; Secure; Partitioned; SameSite=None$/,
    );
    // An unpartitioned cookie from before is ended: the browser would send both.
    expect(older).toEqual([
      expect.stringMatching(/^zm_preview=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
    const cookie = (set ?? '').split(';')[0] ?? '';
    const page = await fetch(`${base}/page`, { headers: { cookie } });
    expect(await page.json()).toMatchObject({ draft: { documentId: 'abc123' } });
    const exit = await fetch(`${base}/api/preview/exit?to=/page`, { redirect: 'manual' });
    expect(exit.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^zm_preview=; Max-Age=0; Path=\/; HttpOnly; Secure; Partitioned; SameSite=None$/,
      ),
      expect.stringMatching(/^zm_preview=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
  });

  it("with the cookie: that entry's draft only, private no-store, noindex, framed by the admin", async () => {
    const base = await serve(async () => ({ path: '/page', state: 'modified' }));
    const cookie = await enter(base);
    const page = await fetch(`${base}/page`, { headers: { cookie } });
    expect(await page.json()).toEqual({
      draft: { kind: 'entry', collection: 'exhibitions', documentId: 'abc123' },
      preview: { path: '/page', state: 'modified' },
    });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; frame-ancestors http://127.0.0.1:1337 http://localhost:1337",
    );
  });

  it('refuses an expired link with 401 that says so and shows in the admin frame', async () => {
    const base = await serve(vi.fn());
    const refused = await fetch(link(base, { expires: Date.now() - 1 }), { redirect: 'manual' });
    expect(refused.status).toBe(401);
    const text = await refused.text();
    expect(text).toContain('Dieser Vorschau-Link ist abgelaufen (er gilt 15 Minuten)');
    expect(text).toContain('This preview link has expired');
    expect(refused.headers.get('x-frame-options')).toBeNull();
    expect(refused.headers.get('content-security-policy')).toBe(
      "default-src 'self'; frame-ancestors http://127.0.0.1:1337 http://localhost:1337",
    );
    expect(refused.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('redirects to the page alone: the link is repeated nowhere and sent on as no Referer', async () => {
    const base = await serve(async () => ({ path: '/page', state: 'draft' }));
    const opened = await fetch(link(base), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/page');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const signature = new URL(link(base)).searchParams.get('signature') ?? '';
    for (const [name, value] of opened.headers) {
      expect(value, name).not.toContain(signature);
      expect(value, name).not.toMatch(/expires=\d{6,}|signature=/);
    }
  });

  it('previews a single type as that draft alone', async () => {
    const base = await serve(async () => ({ path: '/', state: null }));
    const cookie = await enter(base, { type: 'api::home.home', documentId: 'home1' });
    const page = await fetch(`${base}/page`, { headers: { cookie } });
    expect(await page.json()).toMatchObject({ draft: { kind: 'single', name: 'home' } });
  });

  it('ends half an hour after the link was used', async () => {
    const base = await serve(async () => ({ path: '/page', state: 'draft' }));
    const cookie = await enter(base);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    const during = await fetch(`${base}/page`, { headers: { cookie } });
    expect(await during.json()).toMatchObject({ draft: { documentId: 'abc123' } });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const after = await fetch(`${base}/page`, { headers: { cookie } });
    expect(await after.json()).toEqual({ draft: null, preview: null });
    expect(after.headers.get('cache-control')).toBe('public, max-age=60');
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
      expect(await page.json()).toEqual({ draft: null, preview: null });
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
