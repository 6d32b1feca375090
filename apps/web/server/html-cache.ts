import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import {
  bodyHash,
  chooseCoding,
  chunkBytes,
  entityTag,
  keptFormsLocal,
  notModified,
  sendForm,
  type Coding,
  type Form,
  type KeptForms,
} from './content-coding';
import { newRequestId, requestTiming } from './request-id';
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
 * Entries live as long as a shared cache may keep the page (s-maxage, 60 s), or less when the
 * render says so (`res.locals[keepUntilLocal]`: the page's content changes by itself then, an
 * urgent notice starting or ending, docs/decisions/0059); /api/revalidate clears them with the
 * content. An entry renewed with the same bytes keeps its compressed forms.
 * A page is kept only when its URL is asked for a second time within that time: URLs asked for
 * once (a crawler's odd query strings, a flood of unique URLs) neither push the pages visitors
 * share out of the cache nor cost the copying, compressing and memory of keeping them. A page
 * held when the content changes is kept again from its first render after the change.
 * Hits are answered before Express by `answer`, a plain Node request listener step
 * (docs/decisions/0031): each entry holds, per form, its whole header list for a 200 and a 304,
 * built when it is stored, so a hit costs a lookup and one writeHead and end.
 */
export interface HtmlCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
  /** Keep a page from its first request on (tests of the keeping rules). */
  admitFirstRequest?: boolean;
  /** URLs remembered as varying on Accept-Language or Cookie; the sets restart beyond it. */
  maxVaryingUrls?: number;
  /** The request id of a hit answered by `answer` (server/request-id.ts). */
  requestId?: () => string;
}

/**
 * A hit's header list, flat (name, value, …) for res.writeHead: the request id and its
 * Server-Timing first (slots 1 and 3, set per hit), then what the Express chain sends for a hit.
 */
type HeaderList = Array<string | number | string[]>;

/** One form as `answer` sends it: its bytes, tag and both header lists. */
interface Answer {
  bytes: Buffer;
  tag: string;
  ok: HeaderList;
  notModified: HeaderList;
}

interface CachedPage {
  storedAt: number;
  /** From then on (epoch ms) the entry is not sent: storedAt + ttl, or the render's keepUntil. */
  expiresAt: number;
  /** Of all forms: what the entry costs in memory. */
  bytes: number;
  hash: string;
  headers: Array<[string, string | number | string[]]>;
  /** Its answer said Vary: Cookie (served only to requests without server cookies). */
  variesOnCookie: boolean;
  forms: Form[];
  answers: Record<Coding, Answer>;
}

export interface HtmlCache {
  /**
   * Before Express (server/index.js): answers a hit completely and returns true; returns false,
   * having touched nothing, for anything else (misses, expired entries, non-GET, a request with
   * server cookies, Authorization or a clock override), which Express then handles.
   */
  answer: (req: IncomingMessage, res: ServerResponse) => boolean;
  /**
   * Early in the Express chain, after the request id: the same answers for requests that reach
   * it (the app served by Express alone, as the tests of the chain do).
   */
  serve: RequestHandler;
  /** Just before the renderer: keeps what it renders. */
  keep: RequestHandler;
  clear(): number;
  /** Resolves when the pages being compressed are stored. */
  idle(): Promise<void>;
  readonly size: number;
}

/** res.locals key: until when (epoch ms) the page being rendered may be kept at most. */
export const keepUntilLocal = 'htmlCacheKeepUntil';

const MAX_ASKED_ONCE = 50_000;
// Brotli 6: a 150 KB page in about 7 ms for 25 KB; 10 saved 2 KB more for 125 ms, which every
// kept page paid again after each publish (decision 0027).
const storedLevels = { brotliQuality: 6, gzipLevel: 9 };

const bypassHeaders = ['authorization', 'x-zm-now'];
const bypassed = (headers: IncomingHttpHeaders) => {
  for (const name of bypassHeaders) if (headers[name] !== undefined) return true;
  return false;
};
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

/**
 * The header lists of one form's hit, in the order and spelling the Express chain sends them:
 * X-Request-Id, Server-Timing, the stored headers (names as Node keeps them, lower case), then
 * what sendForm adds (Vary gets Accept-Encoding where it stands, or comes after X-Html-Cache),
 * ETag, and for a 200 the coding and length; a 304 leaves out Content-Type.
 */
function answerOf(headers: CachedPage['headers'], form: Form): Answer {
  const ok: HeaderList = ['X-Request-Id', '', 'Server-Timing', ''];
  const notModifiedList: HeaderList = ['X-Request-Id', '', 'Server-Timing', ''];
  let hasVary = false;
  for (const [name, value] of headers) {
    let entry: HeaderList = [name, value];
    if (name === 'vary') {
      hasVary = true;
      const vary = String(value);
      const names = vary.split(',').map((part) => part.trim().toLowerCase());
      if (!names.includes('accept-encoding') && !names.includes('*'))
        entry = ['Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'];
    }
    ok.push(...entry);
    if (name !== 'content-type') notModifiedList.push(...entry);
  }
  const tail: HeaderList = [
    'X-Html-Cache',
    'hit',
    ...(hasVary ? [] : ['Vary', 'Accept-Encoding']),
    'ETag',
    form.tag,
  ];
  ok.push(...tail);
  notModifiedList.push(...tail);
  if (form.coding !== 'identity') ok.push('Content-Encoding', form.coding);
  ok.push('Content-Length', form.bytes.length);
  return { bytes: form.bytes, tag: form.tag, ok, notModified: notModifiedList };
}

/** Accept-Encoding values seen, with the coding they choose (a browser sends one of a few). */
const codings = new Map<string, Coding>();
function codingFor(acceptEncoding: string | undefined): Coding {
  const known = codings.get(acceptEncoding ?? '');
  if (known !== undefined) return known;
  const coding = chooseCoding(acceptEncoding);
  if (codings.size >= 256) codings.clear();
  if ((acceptEncoding ?? '').length <= 256) codings.set(acceptEncoding ?? '', coding);
  return coding;
}

export function createHtmlCache({
  ttlMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
  admitFirstRequest = false,
  maxVaryingUrls = 10_000,
  requestId = newRequestId,
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
    keepUntil: number,
  ): KeptForms {
    const hash = bodyHash(identity);
    const earlier = pages.get(key);
    const startedIn = generation;
    const entry = (forms: Form[]): CachedPage => {
      const answers = {} as Record<Coding, Answer>;
      for (const form of forms) answers[form.coding] = answerOf(headers, form);
      const storedAt = now();
      return {
        storedAt,
        expiresAt: Math.min(storedAt + ttlMs, keepUntil),
        bytes: forms.reduce((sum, form) => sum + form.bytes.length, 0),
        hash,
        headers,
        variesOnCookie,
        forms,
        answers,
      };
    };
    if (earlier?.hash === hash) {
      store(key, entry(earlier.forms));
      return { hash, forms: Promise.resolve(earlier.forms) };
    }
    // Compressed off the main thread (zlib's pool); the entry is served once all forms exist.
    const forms = formsOf(identity, hash).catch(() => undefined);
    const stored = forms.then((made) => {
      if (made && startedIn === generation) store(key, entry(made));
    });
    pending.set(
      key,
      stored.then(() => {
        pending.delete(key);
      }),
    );
    return { hash, forms };
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
    !bypassed(req.headers) &&
    !hasServerCookies(req.headers.cookie, byCookie.has(req.originalUrl));

  // The same rules as anonymous, keyOf and serve, on Node's own request (req.url is the whole
  // request target, as Express's originalUrl), without allocating where a hit needs nothing.
  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const headers = req.headers;
    if (bypassed(headers)) return false;
    const url = req.url ?? '';
    const cookie = headers.cookie;
    if (cookie !== undefined && hasServerCookies(cookie, byCookie.has(url))) return false;
    const cached = pages.get(
      byLanguage.has(url) ? `${url}\n${headers['accept-language'] ?? ''}` : url,
    );
    if (
      !cached ||
      now() >= cached.expiresAt ||
      (cached.variesOnCookie && cookie !== undefined && hasServerCookies(cookie))
    )
      return false;
    const form = cached.answers[codingFor(headers['accept-encoding'])];
    const current = notModified(headers['if-none-match'], form.tag);
    const head = current ? form.notModified : form.ok;
    // The lists are shared by all hits of the form: writeHead turns them into text at once.
    const id = requestId();
    head[1] = id;
    head[3] = requestTiming(id);
    res.writeHead(current ? 304 : 200, head);
    if (current) res.end();
    else res.end(form.bytes);
    return true;
  };

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
      now() >= cached.expiresAt ||
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
      const keepUntil = Number(res.locals[keepUntilLocal] ?? Infinity);
      if (
        !tooLarge &&
        startedIn === generation &&
        keepUntil > now() &&
        storable(res.statusCode, header)
      ) {
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
          res.locals[keptFormsLocal] = keepPage(
            keyOf(req),
            Buffer.concat(chunks),
            headers,
            vary.includes('cookie'),
            keepUntil,
          );
      }
      return end(...args);
    }) as typeof res.end;
    next();
  };

  return {
    answer,
    serve,
    keep,
    clear() {
      generation += 1;
      const cleared = pages.size;
      // Pages visitors shared are asked for again right away: the first render after a content
      // change is kept, so a publish costs each of them one render, not two.
      if (askedOnce.size + cleared > MAX_ASKED_ONCE) askedOnce.clear();
      const at = now();
      for (const key of pages.keys()) askedOnce.set(key, at);
      pages.clear();
      pending.clear();
      byLanguage.clear();
      byCookie.clear();
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
