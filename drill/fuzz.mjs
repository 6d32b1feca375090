// The drill's malformed requests: a seeded, deterministic generator (the same seed gives the same
// requests, so a failure can be replayed) and a small HTTP client with a concurrency pool.
// Used by drill/run.mjs (`npm run drill`) and apps/web/tests/http/drill-fast.test.ts (`npm test`).
import http from 'node:http';

/** A small seeded PRNG (mulberry32): numbers in [0, 1). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const methods = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'];

// Odd pieces of a path or query. Nothing here names an internal path (/work/, node_modules):
// a page that echoes its input must not count as a leak.
const oddPieces = [
  '%00',
  '%ff',
  '%c0%af',
  '%e2%80%ae',
  '%zz',
  '%',
  '%%32%65',
  '..',
  '%2e%2e',
  '%2e%2e%2f',
  '..%5c',
  '//',
  ';jsessionid=1',
  '\u00e4\u00f6\u00fc',
  '\u00ff\u00fe',
  '%F0%9F%98%80',
  '%u0041',
  '<script>alert(1)</script>',
  '"\'><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '%0d%0aSet-Cookie:%20x=1',
  '.data',
  '_.data',
  '_payload.json',
  '.json',
  '~',
  '@',
  '!',
  '*',
  '-1',
  '99999999999999999999',
  'NaN',
  'index.html',
  '.env',
  '.git/config',
];

const queryNames = [
  'seite',
  'page',
  'q',
  'kategorie',
  'datum',
  'von',
  'bis',
  'index',
  '_data',
  'lang',
];

const oddHeaders = [
  ['accept', '*/*;q=abc'],
  ['accept', 'text/x-component'],
  ['accept-language', 'xx-YY;q=2, *;q=-1, ,,,'],
  ['accept-language', 'de-DE,'.repeat(200)],
  ['accept-encoding', 'gzip;q=0, br;q=nan, zstd'],
  ['cookie', 'zm_preview=%ff%fe; zm_consent={"a":'],
  ['cookie', `zm_booking=${'A'.repeat(4000)}`],
  ['range', 'bytes=999999-0'],
  ['if-none-match', '"x", W/"y", *'],
  ['if-modified-since', 'yesterday'],
  ['content-type', 'application/x-www-form-urlencoded; charset=utf-7'],
  ['content-type', 'multipart/form-data; boundary='],
  ['x-forwarded-for', '999.1.1.1, ::ffff:zz, unknown'],
  ['x-forwarded-proto', 'gopher'],
  ['x-request-id', '../../etc/passwd'],
  ['referer', 'javascript:alert(1)'],
  ['user-agent', '\u00ff'.repeat(64)],
  ['x-http-method-override', 'DELETE'],
  ['origin', 'null'],
];

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

function oddSegment(random) {
  const kind = random();
  if (kind < 0.1) return 'x'.repeat(1000 + Math.floor(random() * 7000));
  if (kind < 0.2) return Array.from({ length: 20 }, () => pick(random, oddPieces)).join('');
  if (kind < 0.3) return encodeURIComponent(String.fromCharCode(Math.floor(random() * 0x3000)));
  return pick(random, oddPieces);
}

function oddQuery(random) {
  const count = 1 + Math.floor(random() * 4);
  const parts = [];
  for (let i = 0; i < count; i += 1) {
    const name = random() < 0.8 ? pick(random, queryNames) : oddSegment(random);
    const value = random() < 0.2 ? 'y'.repeat(3000) : oddSegment(random);
    parts.push(random() < 0.1 ? name : `${name}=${value}`);
  }
  return parts.join('&');
}

function bookingBody(random) {
  const fields = [
    'name',
    'email',
    'phone',
    'date',
    'time',
    'participants',
    'message',
    'company',
    'website',
    'language',
  ];
  const kind = random();
  if (kind < 0.1) return 'a'.repeat(20_000 + Math.floor(random() * 20_000));
  if (kind < 0.2) return '%ff%fe&&&==';
  if (kind < 0.3) return '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--';
  const parts = [];
  for (const field of fields) {
    if (random() < 0.3) continue;
    const value =
      random() < 0.5
        ? oddSegment(random)
        : pick(random, [
            '',
            'x,attacker@evil.example',
            '10000',
            '-1',
            '2099-13-45',
            '25:61',
            'a@b',
          ]);
    parts.push(`${field}=${value}`);
  }
  return parts.join('&');
}

/**
 * `count` malformed requests against the given paths (one per route kind; `bookingPaths` take
 * form bodies): { method, path, headers, body? }.
 */
export function fuzzRequests({ seed = 22, count, paths, bookingPaths = [] }) {
  const random = seededRandom(seed);
  const requests = [];
  for (let i = 0; i < count; i += 1) {
    const booking = bookingPaths.length > 0 && random() < 0.15;
    let path = booking ? pick(random, bookingPaths) : pick(random, paths);
    const shape = random();
    if (shape < 0.35) path = `${path.replace(/\/$/, '')}/${oddSegment(random)}`;
    else if (shape < 0.5) path = `/${oddSegment(random)}${path}`;
    else if (shape < 0.65) path = `${path}${path.includes('?') ? '&' : '?'}${oddQuery(random)}`;
    else if (shape < 0.7) path = path.replace(/\//g, pick(random, ['//', '/./', '%2f', '\\']));
    // Node's client refuses a raw space in a path: send it encoded, the rest as it is.
    path = path.replace(/ /g, '%20');
    const headers = {};
    const headerCount = Math.floor(random() * 3);
    for (let h = 0; h < headerCount; h += 1) {
      const [name, value] = pick(random, oddHeaders);
      headers[name] = value;
    }
    if (booking) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      requests.push({ method: 'POST', path, headers, body: bookingBody(random) });
    } else {
      const method = pick(random, methods);
      const body =
        ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && random() < 0.5
          ? bookingBody(random)
          : undefined;
      requests.push({ method, path, headers, ...(body !== undefined ? { body } : {}) });
    }
  }
  return requests;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Sends one request to `base` (http://host:port); resolves with { status, body, ms } or
 * { status: 0, error } when the connection failed or the request was refused before sending.
 * `newConnection`: on a connection of its own, closed after the answer.
 */
export function send(
  base,
  { method, path, headers = {}, body },
  { timeoutMs = 15_000, newConnection = false } = {},
) {
  const url = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    let request;
    try {
      request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: path.startsWith('/') ? path : `/${path}`,
          headers: {
            ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}),
            ...headers,
          },
          agent: newConnection ? false : agent,
          timeout: timeoutMs,
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const rawBody = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: rawBody.toString('utf8'),
              rawBody,
              ms: performance.now() - started,
            });
          });
          response.on('error', (error) =>
            resolve({ status: 0, error: error.message, ms: performance.now() - started }),
          );
        },
      );
    } catch (error) {
      // Node refuses some paths and header values itself (not the server's doing).
      resolve({ status: -1, error: error.message, ms: 0 });
      return;
    }
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({ status: 0, error: error.message, ms: performance.now() - started }),
    );
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** Runs `task(item)` for every item with at most `concurrency` at a time; results in order. */
export async function pool(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** A stack trace or an internal path in a body: what an answer must never show. */
export function leakIn(body, internalPaths = []) {
  if (/\n\s+at [^\n]*:\d+:\d+/.test(body)) return 'stack trace';
  if (/node_modules/.test(body)) return 'node_modules';
  for (const internal of ['/work/', ...internalPaths]) {
    if (internal && body.includes(internal)) return `internal path ${internal}`;
  }
  return null;
}

/** The fuzz row's figures for the answers of `fuzzRequests`. */
export function fuzzFigures(requests, answers, internalPaths = []) {
  const serverErrors = [];
  const leaks = [];
  let refusedByClient = 0;
  let connectionErrors = 0;
  answers.forEach((answer, index) => {
    const request = requests[index];
    if (answer.status === -1) refusedByClient += 1;
    else if (answer.status === 0) connectionErrors += 1;
    else if (answer.status >= 500)
      serverErrors.push({ ...summary(request), status: answer.status });
    const leak = answer.body ? leakIn(answer.body, internalPaths) : null;
    if (leak) leaks.push({ ...summary(request), leak });
  });
  return { sent: requests.length, serverErrors, leaks, refusedByClient, connectionErrors };
}

function summary(request) {
  return {
    method: request.method,
    path: request.path.slice(0, 200),
    headers: Object.keys(request.headers),
  };
}

/** Requests that try to poison caches through the Host headers, per page. */
export function poisonRequests(paths, evil = 'evil.example') {
  return paths.flatMap((path) => [
    { method: 'GET', path, headers: { host: evil } },
    { method: 'GET', path, headers: { host: evil } },
    { method: 'GET', path, headers: { 'x-forwarded-host': evil } },
    { method: 'GET', path, headers: { 'x-forwarded-host': evil, 'x-forwarded-proto': 'https' } },
    { method: 'GET', path, headers: { host: `${evil}:99999` } },
  ]);
}
