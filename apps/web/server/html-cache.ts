import type { RequestHandler } from 'express';
import {
  bodyHash,
  chooseCoding,
  chunkBytes,
  entityTag,
  sendForm,
  type Coding,
} from './content-coding';
import { compress, wholeAnswerType } from './whole-answers';

/**
 * In-memory cache of rendered pages, so that a page is not rendered again for every visitor.
 * Only anonymous GET requests (no cookie the server reads, no authorization, no clock override) whose answer is
 * a 200 HTML page (or a page's data: React Router's `.data` answer, the JSON payload of
 * server/builds.ts) with a public Cache-Control and no Set-Cookie. Of the Vary headers, Cookie is
 * met by caching only requests without the cookies that page reads, Accept-Language by keeping
 * one copy per value; an answer that varies on anything else is not kept.
 * A page's bytes are the same for every visitor (its CSP lists the hashes of its inline
 * elements), so each entry is kept as it is and compressed once with brotli and gzip at a high
 * level; a hit sends the form the request accepts as it is, with its strong ETag, or a 304.
 * Entries live as long as a shared cache may keep the page (s-maxage, 60 s); /api/revalidate
 * clears them with the content. An entry renewed with the same bytes keeps its compressed forms.
 * A page is kept only when its URL is asked for a second time within that time: URLs asked for
 * once (a crawler's odd query strings, a flood of unique URLs) neither push the pages visitors
 * share out of the cache nor cost the copying, compressing and memory of keeping them.
 */
export interface HtmlCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
  /** Keep a page from its first request on (tests of the keeping rules). */
  admitFirstRequest?: boolean;
  /** URLs remembered as varying on Accept-Language or Cookie; the sets restart beyond it. */
  maxVaryingUrls?: number;
}

interface Form {
  coding: Coding;
  bytes: Buffer;
  tag: string;
}

interface CachedPage {
  storedAt: number;
  /** Of all forms: what the entry costs in memory. */
  bytes: number;
  hash: string;
  headers: Array<[string, string | number | string[]]>;
  /** Its answer said Vary: Cookie (served only to requests without server cookies). */
  variesOnCookie: boolean;
  forms: Form[];
}

export interface HtmlCache {
  /** Early in the chain: answers hits before any other work. */
  serve: RequestHandler;
  /** Just before the renderer: keeps what it renders. */
  keep: RequestHandler;
  clear(): number;
  /** Resolves when the pages being compressed are stored. */
  idle(): Promise<void>;
  readonly size: number;
}

const MAX_ASKED_ONCE = 50_000;
const storedLevels = { brotliQuality: 10, gzipLevel: 9 };

const bypassHeaders = ['authorization', 'x-zm-now'];
/**
 * Cookies only the browser reads (consent choice, Matomo's visitor cookies): the server never
 * looks at them, so a request that carries only these gets the same page as one without cookies.
 */
const browserOnlyCookie = /^(ncc_c|ncc_e|_pk_[a-z]+(\.[\w.-]*)?|mtm_[a-z_]+)$/i;
/** Read only by pages that say so with `Vary: Cookie` (the language choice at `/`). */
const localeCookie = 'locale';

const cookieNames = (header: string | undefined) =>
  (header ?? '')
    .split(';')
    .map((part) => (part.split('=', 1)[0] ?? '').trim())
    .filter(Boolean);

/** Whether a Cookie header holds anything the server might answer differently for. */
export function hasServerCookies(header: string | undefined, varyOnCookie = true): boolean {
  return cookieNames(header).some(
    (name) => !browserOnlyCookie.test(name) && (varyOnCookie || name !== localeCookie),
  );
}
const understoodVary = new Set(['accept-encoding', 'cookie', 'accept-language']);
// Set per answer by Node, the server or this cache, never replayed from the cache.
const perAnswerHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'etag',
  'x-html-cache',
  'x-request-id',
  'server-timing',
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
    wholeAnswerType.test(String(header('content-type') ?? '')) &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(private|no-store|no-cache)\b/.test(cacheControl) &&
    header('set-cookie') === undefined &&
    varyOf(header).every((name) => understoodVary.has(name))
  );
}

async function formsOf(identity: Buffer, hash: string): Promise<Form[]> {
  const [br, gzip] = await Promise.all([
    compress(identity, 'br', storedLevels),
    compress(identity, 'gzip', storedLevels),
  ]);
  return [
    { coding: 'br', bytes: br, tag: entityTag(hash, 'br', storedLevels.brotliQuality) },
    { coding: 'gzip', bytes: gzip, tag: entityTag(hash, 'gzip', storedLevels.gzipLevel) },
    { coding: 'identity', bytes: identity, tag: entityTag(hash, 'identity', 0) },
  ];
}

export function createHtmlCache({
  ttlMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
  admitFirstRequest = false,
  maxVaryingUrls = 10_000,
}: HtmlCacheOptions = {}): HtmlCache {
  // Expired entries stay until renewed or pushed out: a renewal with the same bytes reuses the
  // compressed forms.
  const pages = new Map<string, CachedPage>();
  // Keys being compressed: their requests render meanwhile, without compressing again.
  const pending = new Map<string, Promise<void>>();
  // Keys asked for once, with the time: the next request within the TTL renders and keeps.
  const askedOnce = new Map<string, number>();
  // URLs whose answer depends on Accept-Language: cached once per language header.
  const byLanguage = new Set<string>();
  // URLs whose answer depends on the cookies the server reads (`/`, by the language choice).
  const byCookie = new Set<string>();
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

  function keepPage(
    key: string,
    identity: Buffer,
    headers: CachedPage['headers'],
    variesOnCookie: boolean,
  ) {
    const hash = bodyHash(identity);
    const earlier = pages.get(key);
    const startedIn = generation;
    const entry = (forms: Form[]): CachedPage => ({
      storedAt: now(),
      bytes: forms.reduce((sum, form) => sum + form.bytes.length, 0),
      hash,
      headers,
      variesOnCookie,
      forms,
    });
    if (earlier?.hash === hash) {
      store(key, entry(earlier.forms));
      return;
    }
    // Compressed off the main thread (zlib's pool); the entry is served once all forms exist.
    const stored = formsOf(identity, hash).then(
      (forms) => {
        if (startedIn === generation) store(key, entry(forms));
      },
      () => {},
    );
    pending.set(
      key,
      stored.then(() => {
        pending.delete(key);
      }),
    );
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

  const anonymous: (req: Parameters<RequestHandler>[0]) => boolean = (req) =>
    req.method === 'GET' &&
    !bypassHeaders.some((name) => req.headers[name] !== undefined) &&
    !hasServerCookies(req.headers.cookie, byCookie.has(req.originalUrl));

  const keyOf = (req: Parameters<RequestHandler>[0]) => {
    const url = req.originalUrl;
    return byLanguage.has(url) ? `${url}\n${req.headers['accept-language'] ?? ''}` : url;
  };

  const serve: RequestHandler = (req, res, next) => {
    if (!anonymous(req)) {
      next();
      return;
    }
    const cached = pages.get(keyOf(req));
    // The entry itself says whether it varies on Cookie (the bookkeeping sets may be reset).
    if (
      !cached ||
      now() - cached.storedAt >= ttlMs ||
      (cached.variesOnCookie && hasServerCookies(req.headers.cookie))
    ) {
      next();
      return;
    }
    for (const [name, value] of cached.headers) res.setHeader(name, value);
    res.setHeader('X-Html-Cache', 'hit');
    const coding = chooseCoding(
      req.headers['accept-encoding'],
      cached.forms.map((form) => form.coding),
    );
    const form = cached.forms.find((candidate) => candidate.coding === coding);
    if (form) sendForm(req, res, form, (body) => res.end(body));
    else next();
  };

  const keep: RequestHandler = (req, res, next) => {
    if (!anonymous(req)) {
      next();
      return;
    }
    const url = req.originalUrl;
    const key = keyOf(req);
    res.setHeader('X-Html-Cache', 'miss');
    if (pending.has(key) || (!admitFirstRequest && !secondRequest(key))) {
      next();
      return;
    }
    // Keep what the renderer writes (whole-answers and compression wrap write/end earlier).
    const startedIn = generation;
    const chunks: Buffer[] = [];
    let tooLarge = false;
    const keepChunk = (chunk: unknown, encoding?: unknown) => {
      const bytes = tooLarge ? null : chunkBytes(chunk, encoding);
      if (!bytes) return;
      chunks.push(bytes);
      if (chunks.length > 10_000) tooLarge = true;
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.write = ((...args: unknown[]) => {
      keepChunk(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      keepChunk(args[0], args[1]);
      const header = (name: string) => res.getHeader(name);
      if (!tooLarge && startedIn === generation && storable(res.statusCode, header)) {
        const headers = res
          .getHeaderNames()
          .filter((name) => !perAnswerHeaders.has(name))
          .map((name) => [name, res.getHeader(name)] as [string, string | number | string[]]);
        const vary = varyOf(header);
        if (byLanguage.size >= maxVaryingUrls) byLanguage.clear();
        if (vary.includes('accept-language')) byLanguage.add(url);
        if (byCookie.size >= maxVaryingUrls) byCookie.clear();
        if (vary.includes('cookie')) byCookie.add(url);
        // A page that reads the language cookie is kept only as rendered without it.
        if (!vary.includes('cookie') || !hasServerCookies(req.headers.cookie))
          keepPage(keyOf(req), Buffer.concat(chunks), headers, vary.includes('cookie'));
      }
      return end(...args);
    }) as typeof res.end;
    next();
  };

  return {
    serve,
    keep,
    clear() {
      generation += 1;
      const cleared = pages.size;
      pages.clear();
      pending.clear();
      byLanguage.clear();
      byCookie.clear();
      askedOnce.clear();
      totalBytes = 0;
      return cleared;
    },
    async idle() {
      await Promise.all(pending.values());
    },
    get size() {
      return pages.size;
    },
  };
}
