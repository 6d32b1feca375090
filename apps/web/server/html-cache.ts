import type { RequestHandler } from 'express';

/**
 * In-memory cache of rendered pages, so that a page is not rendered again for every visitor.
 * Only anonymous GET requests (no cookie the server reads, no authorization, no clock override) whose answer is
 * a 200 HTML page (or a page's data: React Router's `.data` answer, the JSON payload of
 * server/builds.ts) with a public Cache-Control and no Set-Cookie. Of the Vary headers, Cookie is
 * met by caching only requests without cookies, Accept-Language by keeping one copy per value;
 * an answer that varies on anything else is not kept.
 * Each answer still gets its own CSP nonce: the cached HTML is kept split at the nonce it was
 * rendered with, and joined with the current request's nonce. Entries live as long as a shared
 * cache may keep the page (s-maxage, 60 s); /api/revalidate clears them with the content.
 * A page is kept only when its URL is asked for a second time within that time: URLs asked for
 * once (a crawler's odd query strings, a flood of unique URLs) neither push the pages visitors
 * share out of the cache nor cost the copying and memory of keeping them.
 */
export interface HtmlCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
  /** Keep a page from its first request on (tests of the keeping rules). */
  admitFirstRequest?: boolean;
}

interface CachedPage {
  storedAt: number;
  bytes: number;
  headers: Array<[string, string | number | string[]]>;
  /** The HTML split at the render's nonce, already encoded: a hit only copies bytes. */
  parts: Buffer[];
}

export interface HtmlCache {
  middleware: RequestHandler;
  clear(): number;
  readonly size: number;
}

const MAX_ASKED_ONCE = 50_000;

function joinAt(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(separator);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

const bypassHeaders = ['authorization', 'x-zm-now'];
/**
 * Cookies only the browser reads (consent choice, Matomo's visitor cookies): the server never
 * looks at them, so a request that carries only these gets the same page as one without cookies.
 */
const browserOnlyCookie = /^(ncc_c|ncc_e|_pk_[a-z]+(\.[\w.-]*)?|mtm_[a-z_]+)$/i;

/** Whether a Cookie header holds anything the server might answer differently for. */
export function hasServerCookies(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((part) => {
    const name = (part.split('=', 1)[0] ?? '').trim();
    return name !== '' && !browserOnlyCookie.test(name);
  });
}
const understoodVary = new Set(['accept-encoding', 'cookie', 'accept-language']);
// Set per answer by Node, compression or the security headers, never replayed from the cache.
const perAnswerHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'x-html-cache',
]);

const varyOf = (header: (name: string) => unknown) =>
  String(header('vary') ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

function storable(status: number, header: (name: string) => unknown): boolean {
  const cacheControl = String(header('cache-control') ?? '');
  return (
    status === 200 &&
    /^(text\/html|application\/json|text\/x-script)\b/.test(String(header('content-type') ?? '')) &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    header('set-cookie') === undefined &&
    varyOf(header).every((name) => understoodVary.has(name))
  );
}

export function createHtmlCache({
  ttlMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
  admitFirstRequest = false,
}: HtmlCacheOptions = {}): HtmlCache {
  const pages = new Map<string, CachedPage>();
  // Keys asked for once, with the time: the next request within the TTL renders and keeps.
  const askedOnce = new Map<string, number>();
  // URLs whose answer depends on Accept-Language: cached once per language header.
  const byLanguage = new Set<string>();
  let totalBytes = 0;
  let generation = 0;

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    totalBytes -= page.bytes;
    pages.delete(key);
  }

  function store(key: string, page: CachedPage) {
    remove(key);
    if (page.bytes > maxBytes / 8) return;
    pages.set(key, page);
    totalBytes += page.bytes;
    for (const oldest of pages.keys()) {
      if (totalBytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function secondRequest(key: string): boolean {
    const first = askedOnce.get(key);
    if (first !== undefined && now() - first < ttlMs) {
      askedOnce.delete(key);
      return true;
    }
    if (askedOnce.size >= MAX_ASKED_ONCE) askedOnce.clear();
    askedOnce.set(key, now());
    return false;
  }

  const middleware: RequestHandler = (req, res, next) => {
    const nonce = String(res.locals.cspNonce ?? '');
    if (
      req.method !== 'GET' ||
      !nonce ||
      bypassHeaders.some((name) => req.headers[name] !== undefined) ||
      hasServerCookies(req.headers.cookie)
    ) {
      next();
      return;
    }
    const url = req.originalUrl;
    const keyFor = (language: boolean) =>
      language ? `${url}\n${req.headers['accept-language'] ?? ''}` : url;
    const key = keyFor(byLanguage.has(url));
    const cached = pages.get(key);
    if (cached && now() - cached.storedAt < ttlMs) {
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader('X-Html-Cache', 'hit');
      res.status(200).end(joinAt(cached.parts, Buffer.from(nonce)));
      return;
    }
    if (cached) remove(key);
    if (!admitFirstRequest && !secondRequest(key)) {
      res.setHeader('X-Html-Cache', 'miss');
      next();
      return;
    }

    // Keep what the renderer writes (before compression, which wraps write/end earlier).
    const earlierHeaders = new Set(res.getHeaderNames());
    const startedIn = generation;
    const chunks: Buffer[] = [];
    let tooLarge = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (tooLarge || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            chunk as string,
            typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
          );
      chunks.push(buffer);
      if (chunks.length > 10_000) tooLarge = true;
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      if (
        !tooLarge &&
        startedIn === generation &&
        storable(res.statusCode, (name) => res.getHeader(name))
      ) {
        const html = Buffer.concat(chunks).toString('utf8');
        const headers = res
          .getHeaderNames()
          .filter((name) => !earlierHeaders.has(name) && !perAnswerHeaders.has(name))
          .map((name) => [name, res.getHeader(name)] as [string, string | number | string[]]);
        const language = varyOf((name) => res.getHeader(name)).includes('accept-language');
        if (language && byLanguage.size > 10_000) byLanguage.clear();
        if (language) byLanguage.add(url);
        store(keyFor(language), {
          storedAt: now(),
          bytes: Buffer.byteLength(html),
          headers,
          parts: html.split(nonce).map((part) => Buffer.from(part)),
        });
      }
      return end(...args);
    }) as typeof res.end;
    res.setHeader('X-Html-Cache', 'miss');
    next();
  };

  return {
    middleware,
    clear() {
      generation += 1;
      const cleared = pages.size;
      pages.clear();
      byLanguage.clear();
      askedOnce.clear();
      totalBytes = 0;
      return cleared;
    },
    get size() {
      return pages.size;
    },
  };
}
