// Renders that must re-read the CMS: a small driver of our own (wrk cannot time one step of a
// sequence), each page request right after POST /api/revalidate.
import http from 'node:http';
import { CONNECTIONS, DURATION_S } from './load/wrk.mjs';

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
