// Requests per second and latency under load: autocannon on loopback, plus a small driver of our
// own for renders that must re-read the CMS (autocannon cannot time one step of a sequence).
import http from 'node:http';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const WARMUP_S = 3;

/** autocannon with a warm-up; `path` may contain [<id>], replaced by a unique id per request. */
export async function loadTest(
  url,
  { connections = CONNECTIONS, duration = DURATION_S, requests } = {},
) {
  const result = await autocannon({
    url,
    connections,
    duration,
    // Several requests: each connection sends them in turn.
    ...(requests ? { requests } : {}),
    idReplacement: url.includes('[<id>]'),
    warmup: { connections, duration: WARMUP_S },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function request(agent, url, options = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, ...options }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Every page request comes right after POST /api/revalidate has cleared the content cache, so
 * each render waits for the CMS reads it needs. Times only the page request.
 */
export async function coldContentLoad({
  pageUrl,
  revalidateUrl,
  secret,
  connections = CONNECTIONS,
  duration = DURATION_S,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections * 2 });
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const until = Date.now() + duration * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      try {
        await request(agent, revalidateUrl, {
          method: 'POST',
          headers: { 'x-revalidate-secret': secret },
        });
        const started = performance.now();
        const status = await request(agent, pageUrl);
        latencies.push(performance.now() - started);
        if (status < 200 || status >= 300) non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    errors,
    non2xx,
  };
}
