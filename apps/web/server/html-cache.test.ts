import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHtmlCache, keepUntilLocal, type HtmlCacheOptions } from './html-cache';
import { requestTiming } from './request-id';
import { notWholeAnswer, wholeAnswers } from './whole-answers';

type Render = (res: express.Response) => void;

const page: Render = (res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
  res.write(`<!doctype html><script>1</script>`);
  res.end(`<p>${'page '.repeat(400)}</p>`);
};

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Names and values as sent, in their order and spelling. */
  rawHeaders: string[];
  body: Buffer;
}

/**
 * The site's chain around the cache: serve first, compression, whole answers, keep, render;
 * `fast` is the same app behind the cache's answer before Express, as server/index.js runs it.
 */
async function site(render: Render, options: HtmlCacheOptions = { admitFirstRequest: true }) {
  let renders = 0;
  let counter = 0;
  let expressRequests = 0;
  const nextId = () => {
    counter += 1;
    return `r${counter}`;
  };
  const cache = createHtmlCache({ requestId: nextId, ...options });
  const app = express();
  // As the site's apps (server/index.js, server/app.ts): before the cache only the request id.
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    expressRequests += 1;
    const id = nextId();
    res.setHeader('X-Request-Id', id);
    res.setHeader('Server-Timing', requestTiming(id));
    next();
  });
  app.use(cache.serve);
  app.use(compression({ filter: notWholeAnswer }));
  app.use(wholeAnswers());
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-x'");
    next();
  });
  app.use(cache.keep);
  app.use((_req, res) => {
    renders += 1;
    render(res);
  });
  const listen = async (server: ReturnType<typeof createServer>) => {
    servers.push(server);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(null)));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const base = await listen(createServer(app));
  const fastBase = await listen(
    createServer((req, res) => {
      if (!cache.answer(req, res)) app(req, res);
    }),
  );
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers: { 'accept-encoding': '', ...headers } });
    const text = await response.text();
    await cache.idle();
    return { response, text };
  };
  /** The raw bytes and headers, without fetch's decompression. */
  const rawFrom =
    (origin: string) =>
    (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<RawAnswer>((resolve, reject) => {
        request(origin + path, { headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              rawHeaders: response.rawHeaders,
              body: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      });
  return {
    cache,
    get,
    raw: rawFrom(base),
    fast: rawFrom(fastBase),
    renders: () => renders,
    expressRequests: () => expressRequests,
  };
}

/** An answer with its per-request values (request id, Date) blanked, for comparing two answers. */
function comparable({ status, rawHeaders, body }: RawAnswer) {
  const headers = rawHeaders.map((value, i) =>
    i % 2 === 1 && /^(x-request-id|server-timing|date)$/i.test(rawHeaders[i - 1] ?? '')
      ? '…'
      : value,
  );
  return { status, headers, body: body.toString('base64') };
}

describe('html cache', () => {
  it('serves a repeat request without rendering: the same bytes and policy, its own request id', async () => {
    const { get, renders } = await site(page);
    const first = await get('/');
    const second = await get('/');
    expect(renders()).toBe(1);
    expect(first.response.headers.get('x-html-cache')).toBe('miss');
    expect(second.response.headers.get('x-html-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.response.headers.get('content-security-policy')).toBe(
      "script-src 'self' 'sha256-x'",
    );
    expect(second.response.headers.get('x-request-id')).toBe('r2');
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
    const withLanguage = await get('/', { cookie: 'ncc_c=true; locale=en' });
    expect(withLanguage.response.headers.get('x-html-cache')).toBe('hit');
    await get('/', { cookie: 'ncc_c=true; zm-now=2026-01-01T10:00:00Z' });
    expect(renders()).toBe(2);
  });

  it('bypasses a page that varies on Cookie for visitors with the language cookie, and keeps it without', async () => {
    const { get, renders } = await site((res) => {
      res.setHeader('Vary', 'Cookie, Accept-Language');
      page(res);
    });
    await get('/', { cookie: 'locale=de' });
    const withCookie = await get('/', { cookie: 'locale=de' });
    expect(withCookie.response.headers.get('x-html-cache')).not.toBe('hit');
    await get('/');
    const withConsent = await get('/', { cookie: 'ncc_c=true' });
    expect(withConsent.response.headers.get('x-html-cache')).toBe('hit');
    await get('/', { cookie: 'locale=en' });
    expect(renders()).toBe(4);
  });

  it('never serves a page that varies on Cookie to a visitor with the language cookie, even once it forgot the URL', async () => {
    const { get } = await site(
      (res) => {
        res.setHeader('Vary', 'Cookie');
        page(res);
      },
      { admitFirstRequest: true, maxVaryingUrls: 2 },
    );
    await get('/a');
    // Two more URLs that vary on Cookie: the remembered set restarts without /a.
    await get('/b');
    await get('/c');
    const withCookie = await get('/a', { cookie: 'locale=en' });
    expect(withCookie.response.headers.get('x-html-cache')).not.toBe('hit');
    expect((await get('/a')).response.headers.get('x-html-cache')).toBe('hit');
  });

  it('keeps one copy per Accept-Language when the page varies on it, and says so', async () => {
    const { get, renders } = await site((res) => {
      res.setHeader('Vary', 'Cookie, Accept-Language');
      page(res);
    });
    await get('/', { 'accept-language': 'de' });
    await get('/', { 'accept-language': 'en' });
    const hit = await get('/', { 'accept-language': 'de' });
    expect(renders()).toBe(2);
    expect(hit.response.headers.get('x-html-cache')).toBe('hit');
    expect(hit.response.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
  });

  it('does not keep answers that vary on other request headers', async () => {
    const { get, renders } = await site((res) => {
      res.setHeader('Vary', 'User-Agent');
      page(res);
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

  it('sends the stored brotli, gzip or identity bytes by Accept-Encoding, each with its length and tag', async () => {
    const { get, raw, renders } = await site(page);
    const identity = (await get('/')).text;
    const browser = await raw('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const again = await raw('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await raw('/', { 'accept-encoding': 'gzip' });
    const preferred = await raw('/', { 'accept-encoding': 'br;q=0.5, gzip;q=0.8' });
    const plain = await raw('/', { 'accept-encoding': 'identity' });
    const none = await raw('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(renders()).toBe(1);
    expect(browser.headers['x-html-cache']).toBe('hit');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.body).toString()).toBe(identity);
    expect(again.body.equals(browser.body)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(identity);
    expect(preferred.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(identity);
    expect(none.headers['content-encoding']).toBeUndefined();
    for (const answer of [browser, gzip, plain]) {
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    expect(new Set([browser, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it('answers a current If-None-Match with 304 and no body, with the same tag, Cache-Control and Vary', async () => {
    const { get, raw } = await site(page);
    await get('/');
    const hit = await raw('/', { 'accept-encoding': 'br' });
    const again = await raw('/', {
      'accept-encoding': 'br',
      'if-none-match': `"other", ${String(hit.headers.etag)}`,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(hit.headers.etag);
    expect(again.headers['cache-control']).toBe(hit.headers['cache-control']);
    expect(again.headers.vary).toBe(hit.headers.vary);
    // Another coding is another representation: its tag does not match.
    const gzip = await raw('/', { 'accept-encoding': 'gzip', 'if-none-match': hit.headers.etag! });
    expect(gzip.status).toBe(200);
  });

  it('gives an answer it renders (not yet kept) a strong tag and a 304 too', async () => {
    const { raw } = await site(page, { admitFirstRequest: false });
    const first = await raw('/x', { 'accept-encoding': 'gzip' });
    expect(first.headers['x-html-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const second = await raw('/x', {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.etag!,
    });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('sends a page it leaves uncompressed (deflate only) as the identity bytes its tag names', async () => {
    const { raw } = await site(page, { admitFirstRequest: false });
    const identity = await raw('/y');
    const deflateOnly = await raw('/y', { 'accept-encoding': 'deflate' });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.body.equals(identity.body)).toBe(true);
    expect(deflateOnly.headers.etag).toBe(identity.headers.etag);
  });

  it('counts every stored form against maxBytes', async () => {
    const identityBytes = Buffer.byteLength(
      `<!doctype html><script>1</script><p>${'page '.repeat(400)}</p>`,
    );
    // The identity bytes alone would fit in an eighth of it; with brotli and gzip they do not.
    const { get, cache } = await site(page, {
      admitFirstRequest: true,
      maxBytes: 8 * (identityBytes + 40),
    });
    await get('/');
    expect(cache.size).toBe(0);
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

  it('sends the render it keeps as the form it keeps: the same bytes and tag as every hit after it', async () => {
    const { raw, renders } = await site(page);
    const first = await raw('/kept', { 'accept-encoding': 'br' });
    const hit = await raw('/kept', { 'accept-encoding': 'br' });
    expect(renders()).toBe(1);
    expect(hit.headers['x-html-cache']).toBe('hit');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toBe(hit.headers.etag);
    expect(first.body.equals(hit.body)).toBe(true);
    const revalidated = await raw('/kept', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  it('keeps the first render after clear() of a page it held, and only of those', async () => {
    const { cache, get, renders } = await site(page, { ttlMs: 1000, now: () => 0 });
    await get('/shared');
    await get('/shared');
    await get('/once');
    cache.clear();
    const afterChange = await get('/shared');
    expect(afterChange.response.headers.get('x-html-cache')).toBe('miss');
    expect((await get('/shared')).response.headers.get('x-html-cache')).toBe('hit');
    expect(renders()).toBe(4);
    await get('/new');
    expect((await get('/new')).response.headers.get('x-html-cache')).toBe('miss');
  });
});

describe('html cache hits answered before Express', () => {
  const browser = 'gzip, deflate, br, zstd';
  const encodings = [browser, 'gzip', 'identity', 'br;q=0, gzip;q=0', ''];

  /** A page with more to replay: a header with several values and one that varies. */
  const richPage =
    (vary: string | null): Render =>
    (res) => {
      if (vary !== null) res.setHeader('Vary', vary);
      res.setHeader('Link', ['</a.css>; rel=preload; as=style', '</b.js>; rel=modulepreload']);
      res.setHeader('X-Frame-Options', 'DENY');
      page(res);
    };

  for (const [name, render] of [
    ['a page without Vary', page],
    ['a page that varies on Cookie and Accept-Language', richPage('Cookie, Accept-Language')],
    ['a page whose Vary names Accept-Encoding already', richPage('Accept-Encoding')],
    ['a page with an empty Vary', richPage('')],
  ] as const) {
    it(`sends the same status, headers (order and spelling) and bytes as the Express chain: ${name}`, async () => {
      const { cache, raw, fast, renders, expressRequests } = await site(render);
      // Without Accept-Language, as the requests below (a page may vary on it).
      await raw('/p?x=1');
      await cache.idle();
      for (const acceptEncoding of encodings) {
        const headers: Record<string, string> = acceptEncoding
          ? { 'accept-encoding': acceptEncoding }
          : {};
        const viaExpress = await raw('/p?x=1', headers);
        const before = expressRequests();
        const viaFast = await fast('/p?x=1', headers);
        expect(expressRequests()).toBe(before);
        expect(viaFast.headers['x-html-cache']).toBe('hit');
        expect(comparable(viaFast)).toEqual(comparable(viaExpress));
        // A current copy: 304 without a body, the same headers as Express sends with it.
        const revalidate = { ...headers, 'if-none-match': String(viaExpress.headers.etag) };
        const notModifiedViaExpress = await raw('/p?x=1', revalidate);
        const notModifiedViaFast = await fast('/p?x=1', revalidate);
        expect(expressRequests()).toBe(before + 1);
        expect(notModifiedViaFast.status).toBe(304);
        expect(notModifiedViaFast.body.length).toBe(0);
        expect(comparable(notModifiedViaFast)).toEqual(comparable(notModifiedViaExpress));
      }
      expect(renders()).toBe(1);
    });
  }

  it('gives every hit its own request id, also in Server-Timing', async () => {
    const { get, fast } = await site(page);
    await get('/');
    const first = await fast('/');
    const second = await fast('/', { 'if-none-match': String(first.headers.etag) });
    expect(first.headers['x-request-id']).toMatch(/^r\d+$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    for (const answer of [first, second])
      expect(answer.headers['server-timing']).toBe(
        `request;desc=${String(answer.headers['x-request-id'])}`,
      );
  });

  it('names a hit with 8 hex digits by default, as the Express chain does', async () => {
    const cache = createHtmlCache({ admitFirstRequest: true });
    const app = express();
    app.use(cache.keep);
    app.use((_req, res) => page(res));
    const server = createServer((req, res) => {
      if (!cache.answer(req, res)) app(req, res);
    });
    servers.push(server);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(null)));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    await (await fetch(url)).text();
    await cache.idle();
    const hit = await fetch(url);
    expect(hit.headers.get('x-html-cache')).toBe('hit');
    expect(hit.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}$/);
    expect(hit.headers.get('server-timing')).toBe(
      `request;desc=${hit.headers.get('x-request-id')}`,
    );
  });

  it('leaves HEAD, other methods, misses and requests with server cookies, Authorization or a clock override to Express', async () => {
    const { get, fast, renders, expressRequests } = await site(page);
    await get('/');
    const throughExpress = async (
      path: string,
      headers: Record<string, string> = {},
      method = 'GET',
    ) => {
      const before = expressRequests();
      const answer = await fast(path, headers, method);
      expect(expressRequests(), `${method} ${path} ${JSON.stringify(headers)}`).toBe(before + 1);
      return answer;
    };
    // The cache leaves these alone altogether (no X-Html-Cache); a miss says so.
    const head = await throughExpress('/', {}, 'HEAD');
    expect(head.headers['x-html-cache']).toBeUndefined();
    expect(head.body.length).toBe(0);
    await throughExpress('/', {}, 'POST');
    expect((await throughExpress('/other')).headers['x-html-cache']).toBe('miss');
    const bypassing: Array<Record<string, string>> = [
      { cookie: 'zm_preview=signed.value' },
      { cookie: 'ncc_c=true; zm_preview=signed.value' },
      { authorization: 'Bearer x' },
      { 'x-zm-now': '2026-01-01T10:00:00Z' },
    ];
    for (const headers of bypassing) {
      const answer = await throughExpress('/', headers);
      expect(answer.headers['x-html-cache']).toBeUndefined();
    }
    // Only cookies the browser reads: a hit, answered before Express.
    const before = expressRequests();
    const consented = await fast('/', { cookie: 'ncc_c=true; _pk_ses.2.a1b2=1; locale=en' });
    expect(consented.headers['x-html-cache']).toBe('hit');
    expect(expressRequests()).toBe(before);
    expect(renders()).toBe(8);
  });

  it('leaves a page that varies on Cookie to Express for a visitor with the language cookie, and keys by Accept-Language', async () => {
    const { get, fast, expressRequests } = await site((res) => {
      res.setHeader('Vary', 'Cookie, Accept-Language');
      page(res);
    });
    await get('/', { 'accept-language': 'de' });
    let before = expressRequests();
    expect((await fast('/', { 'accept-language': 'de' })).headers['x-html-cache']).toBe('hit');
    expect(expressRequests()).toBe(before);
    before = expressRequests();
    const withCookie = await fast('/', { 'accept-language': 'de', cookie: 'locale=en' });
    expect(withCookie.headers['x-html-cache']).toBeUndefined();
    const english = await fast('/', { 'accept-language': 'en' });
    expect(english.headers['x-html-cache']).toBe('miss');
    expect(expressRequests()).toBe(before + 2);
  });

  it('keeps a page no longer than its render allows (an urgent notice starts or ends then)', async () => {
    let time = 0;
    const until =
      (keepUntil: number): Render =>
      (res) => {
        res.locals[keepUntilLocal] = keepUntil;
        page(res);
      };
    const short = await site(until(400), { ttlMs: 1000, now: () => time, admitFirstRequest: true });
    await short.get('/');
    time = 399;
    expect((await short.fast('/')).headers['x-html-cache']).toBe('hit');
    time = 400;
    expect((await short.fast('/')).headers['x-html-cache']).toBe('miss');
    expect(short.renders()).toBe(2);
    // A render whose time is already over is not kept at all.
    expect((await short.fast('/')).headers['x-html-cache']).toBe('miss');
    expect(short.renders()).toBe(3);
  });

  it('leaves expired entries and a cleared cache to Express', async () => {
    let time = 0;
    const { cache, get, fast, renders } = await site(page, {
      ttlMs: 1000,
      now: () => time,
      admitFirstRequest: true,
    });
    await get('/');
    expect((await fast('/')).headers['x-html-cache']).toBe('hit');
    time = 1500;
    expect((await fast('/')).headers['x-html-cache']).toBe('miss');
    await cache.idle();
    expect((await fast('/')).headers['x-html-cache']).toBe('hit');
    cache.clear();
    expect((await fast('/')).headers['x-html-cache']).toBe('miss');
    expect(renders()).toBe(3);
  });
});
