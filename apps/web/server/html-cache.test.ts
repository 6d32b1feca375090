import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createHtmlCache, type HtmlCacheOptions } from './html-cache';

type Render = (res: express.Response, nonce: string) => void;

const page: Render = (res, nonce) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
  res.write(`<!doctype html><script nonce="${nonce}">1</script>`);
  res.end(`<p>page</p><style nonce="${nonce}"></style>`);
};

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function site(render: Render, options: HtmlCacheOptions = { admitFirstRequest: true }) {
  const cache = createHtmlCache(options);
  let renders = 0;
  let counter = 0;
  const app = express();
  app.use(compression());
  app.use((_req, res, next) => {
    counter += 1;
    res.locals.cspNonce = `nonce${counter}x`;
    res.setHeader('Content-Security-Policy', `script-src 'nonce-nonce${counter}x'`);
    next();
  });
  app.use(cache.middleware);
  app.use((_req, res) => {
    renders += 1;
    render(res, String(res.locals.cspNonce));
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers });
    return { response, text: await response.text() };
  };
  return { cache, get, renders: () => renders };
}

describe('html cache', () => {
  it('serves a repeat request without rendering, with the new request nonce', async () => {
    const { get, renders } = await site(page);
    const first = await get('/');
    const second = await get('/');
    expect(renders()).toBe(1);
    expect(first.response.headers.get('x-html-cache')).toBe('miss');
    expect(second.response.headers.get('x-html-cache')).toBe('hit');
    expect(second.text).toBe(first.text.replaceAll('nonce1x', 'nonce2x'));
    expect(second.response.headers.get('content-security-policy')).toContain('nonce2x');
    expect(second.response.headers.get('cache-control')).toContain('s-maxage=60');
    expect(second.response.headers.get('content-type')).toContain('text/html');
  });

  it("keeps a page's data for client-side navigations (React Router's `.data` answer) by its full URL", async () => {
    const { get, renders } = await site((res) => {
      res.setHeader('Content-Type', 'text/x-script');
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
      res.end('[{"_1":2},"routes/exhibitions",{"_3":4}]');
    });
    const first = await get('/ausstellungen.data?_routes=routes%2Fexhibitions');
    const second = await get('/ausstellungen.data?_routes=routes%2Fexhibitions');
    await get('/ausstellungen.data');
    expect(second.response.headers.get('x-html-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.response.headers.get('content-type')).toBe('text/x-script');
    expect(renders()).toBe(2);
  });

  it('keys by the full URL and bypasses requests with cookies or a clock override', async () => {
    const { get, renders } = await site(page);
    await get('/?a=1');
    await get('/?a=2');
    await get('/?a=1', { cookie: 'x=1' });
    await get('/?a=1', { 'x-zm-now': '2026-01-01T10:00:00Z' });
    expect(renders()).toBe(4);
  });

  it('serves visitors whose only cookies are the consent choice and analytics cookies from the cache', async () => {
    const { get, renders } = await site(page);
    await get('/');
    const consented = await get('/', {
      cookie:
        'ncc_c=true; ncc_e=necessary|analytics|external; _pk_id.2.a1b2=f00.1700000000.; _pk_ses.2.a1b2=1',
    });
    expect(consented.response.headers.get('x-html-cache')).toBe('hit');
    await get('/', { cookie: 'ncc_c=true; zm_locale=en' });
    expect(renders()).toBe(2);
  });

  it('keeps one copy per Accept-Language when the page varies on it, and says so', async () => {
    const { get, renders } = await site((res, nonce) => {
      res.setHeader('Vary', 'Cookie, Accept-Language');
      page(res, nonce);
    });
    await get('/', { 'accept-language': 'de' });
    await get('/', { 'accept-language': 'en' });
    const hit = await get('/', { 'accept-language': 'de' });
    expect(renders()).toBe(2);
    expect(hit.response.headers.get('x-html-cache')).toBe('hit');
    expect(hit.response.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
  });

  it('does not keep answers that vary on other request headers', async () => {
    const { get, renders } = await site((res, nonce) => {
      res.setHeader('Vary', 'User-Agent');
      page(res, nonce);
    });
    await get('/');
    await get('/');
    expect(renders()).toBe(2);
  });

  it('does not keep errors, private answers or answers that set cookies', async () => {
    const renders: Render[] = [
      (res) => res.status(404).setHeader('Cache-Control', 'public').type('html').end('404'),
      (res) => res.setHeader('Cache-Control', 'private').type('html').end('private'),
      (res) =>
        res
          .setHeader('Cache-Control', 'public')
          .setHeader('Set-Cookie', 'a=1')
          .type('html')
          .end('cookie'),
    ];
    for (const render of renders) {
      const { get, renders: count } = await site(render);
      await get('/');
      await get('/');
      expect(count()).toBe(2);
    }
  });

  it('expires entries and forgets everything on clear()', async () => {
    let time = 0;
    const { cache, get, renders } = await site(page, {
      ttlMs: 1000,
      now: () => time,
      admitFirstRequest: true,
    });
    await get('/');
    time = 1500;
    await get('/');
    expect(renders()).toBe(2);
    expect(cache.clear()).toBe(1);
    await get('/');
    expect(renders()).toBe(3);
  });

  it('still compresses hits for clients that accept gzip', async () => {
    const big: Render = (res, nonce) => {
      res.setHeader('Content-Type', 'text/html');
      res.setHeader('Cache-Control', 'public, s-maxage=60');
      res.end(`<p nonce="${nonce}">${'museum '.repeat(500)}</p>`);
    };
    const { get } = await site(big);
    await get('/');
    const hit = await get('/', { 'accept-encoding': 'gzip' });
    expect(hit.response.headers.get('x-html-cache')).toBe('hit');
    expect(hit.response.headers.get('content-encoding')).toBe('gzip');
    expect(hit.text).toContain('museum museum');
  });

  it('keeps a page only from its second request on, so one-off URLs never fill it', async () => {
    let time = 0;
    const { cache, get, renders } = await site(page, { ttlMs: 1000, now: () => time });
    for (let i = 0; i < 5; i += 1) await get(`/?unique=${i}`);
    expect(cache.size).toBe(0);
    const first = await get('/');
    const second = await get('/');
    const third = await get('/');
    expect([first, second, third].map((r) => r.response.headers.get('x-html-cache'))).toEqual([
      'miss',
      'miss',
      'hit',
    ]);
    expect(renders()).toBe(7);
    // A second request after the TTL counts as a first one again.
    await get('/later');
    time = 1500;
    await get('/later');
    expect((await get('/later')).response.headers.get('x-html-cache')).toBe('miss');
    expect((await get('/later')).response.headers.get('x-html-cache')).toBe('hit');
  });
});
