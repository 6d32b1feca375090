// Mixed page traffic for the cluster's fault tests: `connections` clients, each sending its next
// request as soon as the last one is answered (keep-alive, a browser's Accept-Encoding), until
// the time is up. Every answer is kept: the tests judge them by what they asked for.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { send } from '../../drill/fuzz.mjs';

export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };

/**
 * Sends requests for `next(turn)` (a path) to `base` for `seconds`; `during(elapsedMs)` runs
 * beside it (the fault). Resolves with the answers ({ path, status, at, ms, error }) and what
 * `during` resolved with, once both have ended.
 */
export async function underLoad({
  base,
  seconds,
  connections = 50,
  next,
  during = async () => {},
}) {
  const started = Date.now();
  const deadline = started + seconds * 1000;
  // The load goes on until 2 s after the fault's end, however long a busy machine makes it.
  let faultEnd = Infinity;
  const answers = [];
  let turn = 0;
  const client = async () => {
    while (Date.now() < Math.max(deadline, faultEnd)) {
      const path = next((turn += 1));
      const answer = await send(
        base,
        { method: 'GET', path, headers: browserHeaders },
        { timeoutMs: 20_000 },
      );
      answers.push({
        path,
        status: answer.status,
        at: Date.now() - started,
        ms: answer.ms,
        error: answer.error,
        body: answer.status >= 400 ? textOf(answer) : undefined,
      });
    }
  };
  const [fault] = await Promise.all([
    Promise.resolve()
      .then(during)
      .finally(() => (faultEnd = Date.now() + 2000)),
    ...Array.from({ length: connections }, () => client()),
  ]);
  return { answers, fault };
}

/** One GET as a browser sends it (nginx keeps one copy per content coding), `headers` added. */
export const get = (base, path, headers = {}, options = {}) =>
  send(base, { method: 'GET', path, headers: { ...browserHeaders, ...headers } }, options);

/** The text of an answer sent compressed (error pages are judged by what they say). */
export function textOf(answer) {
  const coding = answer.headers?.['content-encoding'];
  const raw = answer.rawBody ?? Buffer.alloc(0);
  try {
    if (coding === 'br') return brotliDecompressSync(raw).toString('utf8');
    if (coding === 'gzip') return gunzipSync(raw).toString('utf8');
  } catch {
    return '';
  }
  return raw.toString('utf8');
}

/** Answers that are not what a visitor wanted: no answer at all, or a server error. */
export const failures = (answers) =>
  answers.filter((answer) => answer.status === 0 || answer.status >= 500);

/** "502 × 3 (/programm …)": a failure list short enough for an assertion message. */
export function describeFailures(list) {
  const byStatus = new Map();
  for (const answer of list) {
    const key = answer.status === 0 ? `no answer (${answer.error})` : String(answer.status);
    byStatus.set(key, [...(byStatus.get(key) ?? []), answer.path]);
  }
  return [...byStatus]
    .map(([key, paths]) => `${key} × ${paths.length} (${paths.slice(0, 3).join(', ')})`)
    .join('; ');
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
