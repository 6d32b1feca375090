// The CMS outage drills of `npm run drill`: the CMS frozen (SIGSTOP) and then killed while 50
// connections ask for pages, half visited before and half not; then its recovery.
import { findProcess } from '../bench/load/proc.mjs';
import { send } from './fuzz.mjs';
import { killCms, ms, pct, quantile, row, signalCms, sleep } from './report.mjs';

/**
 * `pages` were visited before (the fuzz), `rest` nobody asked for; `sitePid` is the site's
 * process, which must be the same at the end.
 */
export async function cmsOutageDrills({ site, pages, rest, outageSeconds, sitePid }) {
  const webUrl = site.web.url;
  // Visited: the pages the fuzz asked for; unvisited: pages nobody asked for, a set per outage
  // (a page rendered after the first outage is cached for the second).
  const visited = ['/', '/en', ...pages];
  const unvisitedSets = [
    rest.filter((_, index) => index % 2 === 0),
    rest.filter((_, index) => index % 2 === 1),
  ];
  if (unvisitedSets.some((set) => set.length === 0))
    throw new Error('the sitemap has too few pages');
  for (const page of visited) await send(webUrl, { method: 'GET', path: page, headers: {} });
  let unvisited = unvisitedSets[0];

  async function underLoad(label, seconds) {
    const deadline = Date.now() + seconds * 1000;
    const started = Date.now();
    const results = { visited: [], unvisited: [] };
    let turn = 0;
    await Promise.all(
      Array.from({ length: 50 }, async (_, worker) => {
        while (Date.now() < deadline) {
          turn += 1;
          const isVisited = (turn + worker) % 2 === 0;
          const list = isVisited ? visited : unvisited;
          const page = list[turn % list.length];
          const answer = await send(
            webUrl,
            { method: 'GET', path: page, headers: {} },
            { timeoutMs: 10_000 },
          );
          results[isVisited ? 'visited' : 'unvisited'].push({
            at: Date.now() - started,
            status: answer.status,
            ms: answer.ms,
            retryAfter: answer.headers?.['retry-after'],
          });
        }
      }),
    );
    const ok = results.visited.filter((r) => r.status === 200).length;
    row(
      label,
      'visited pages 200',
      `${pct(ok, results.visited.length)} of ${results.visited.length}`,
      '100 %',
      ok === results.visited.length,
    );
    // The breaker opens after its failures (at most 2 s timeouts); afterwards every
    // unvisited page is a fast 503, except the one probe per cool-down.
    // On two cores, 50 connections queue behind the renders of the visited pages: every
    // answer waits its turn. Under load the 503s must be no slower than the cached pages
    // (nobody waits for a timeout), the 200 ms are measured one at a time below.
    const open = results.unvisited.filter((r) => r.at > 5000);
    const unavailable = open.filter((r) => r.status === 503 && r.retryAfter);
    const cachedOk = results.visited.filter((r) => r.at > 5000 && r.status === 200);
    const p95Unavailable = quantile(
      unavailable.map((r) => r.ms),
      0.95,
    );
    const p95Visited = quantile(
      cachedOk.map((r) => r.ms),
      0.95,
    );
    row(
      label,
      'under load, after 5 s: unvisited 503 + Retry-After; p50/p95 ms (visited 200 p50/p95)',
      `${unavailable.length} of ${open.length}; ${ms(
        quantile(
          unavailable.map((r) => r.ms),
          0.5,
        ),
      )}/${ms(p95Unavailable)} (${ms(
        quantile(
          cachedOk.map((r) => r.ms),
          0.5,
        ),
      )}/${ms(p95Visited)})`,
      '503 p95 < 2 s timeout (nobody waits for the CMS)',
      unavailable.length > 0 && p95Unavailable < 2000,
    );
    const single = [];
    for (const page of unvisited.slice(0, 20)) {
      single.push(await send(webUrl, { method: 'GET', path: page, headers: {} }));
    }
    // A page whose content was read before the outage may be rendered from the cache: a 200.
    const fast = single.filter(
      (r) => (r.status === 200 || (r.status === 503 && r.headers?.['retry-after'])) && r.ms < 200,
    );
    row(
      label,
      'then one at a time: unvisited 503 + Retry-After (or cached 200) < 200 ms',
      `${fast.length} of ${single.length} (max ${ms(Math.max(...single.map((r) => r.ms)))} ms)`,
      'all but the probe of a cool-down (2 s)',
      fast.length >= single.length - 1,
    );
    const others = results.unvisited.filter((r) => r.status !== 503 && r.status !== 200).length;
    row(label, 'unvisited pages neither 503 nor 200', others, '0', others === 0);
  }

  async function recovery(label) {
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      const answers = await Promise.all(
        unvisited
          .slice(0, 3)
          .map((page) => send(webUrl, { method: 'GET', path: page, headers: {} })),
      );
      if (answers.every((answer) => answer.status === 200)) {
        const seconds = (Date.now() - started) / 1000;
        row(
          label,
          'unvisited pages 200 again after',
          `${seconds.toFixed(1)} s`,
          '≤ 15 s, no site restart',
          seconds <= 15,
        );
        return;
      }
      await sleep(250);
    }
    row(label, 'unvisited pages 200 again after', '> 60 s', '≤ 15 s, no site restart', false);
  }

  signalCms(site.cms, 'SIGSTOP');
  try {
    await underLoad('CMS frozen (SIGSTOP)', outageSeconds);
  } finally {
    signalCms(site.cms, 'SIGCONT');
  }
  await recovery('CMS frozen (SIGSTOP)');

  unvisited = unvisitedSets[1];
  await killCms(site.cms);
  await underLoad('CMS killed', Math.min(outageSeconds, 12));
  const restartStarted = Date.now();
  await site.restartCms();
  console.log(`  CMS restarted in ${((Date.now() - restartStarted) / 1000).toFixed(0)} s`);
  await recovery('CMS killed, restarted');
  const sitePidAfter = findProcess(site.web.child.pid, 'server/index.js') ?? site.web.child.pid;
  row(
    'CMS outage',
    'site process restarted',
    sitePidAfter === sitePid ? 'no' : 'yes',
    'no',
    sitePidAfter === sitePid,
  );
}
