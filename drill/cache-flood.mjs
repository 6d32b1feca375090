// The cache-flood drill of `npm run drill` (issue 41, finding 3): pages visited, then a flood of
// requests for unknown (well-formed) slugs, then the CMS frozen and the pages visited again.
// 1,100 such requests used to push every kept copy out of the content cache, and with the CMS
// down 22 of 24 page views answered 503. Goal: every page visited before answers 200.
import { pool, send } from './fuzz.mjs';
import { pct, row, signalCms, sleep } from './report.mjs';
import { detailRoutes } from './slug.mjs';

const label = 'Cache flood';

/** `count` requests for slugs no entry has (unique, of the slug's allowed form) on `routes`. */
export function unknownSlugRequests({ count, routes, tag = 'flood' }) {
  return Array.from({ length: count }, (_, index) => ({
    method: 'GET',
    path: routes[index % routes.length].replace(':slug', `${tag}-${index.toString(36)}-x`),
    headers: {},
  }));
}

/**
 * `pages` (the drill's visited pages) are asked for, then `count` unknown slugs, 8 at a time;
 * the rendered pages' own cache keeps a page 60 s, so the second visit waits until that is over
 * and only the content cache's kept copies can answer. Then the CMS is frozen (SIGSTOP) while
 * each page is asked for once more, one at a time; SIGCONT afterwards.
 */
export async function cacheFloodDrill({ site, pages, count = 10_000 }) {
  const webUrl = site.web.url;
  const first = [];
  for (const page of pages)
    first.push(
      await send(webUrl, { method: 'GET', path: page, headers: {} }, { timeoutMs: 15_000 }),
    );
  const visited = pages.filter((_, index) => first[index].status === 200);
  const visitedAt = Date.now();

  const routes = await detailRoutes();
  const requests = unknownSlugRequests({ count, routes });
  const started = Date.now();
  const answers = await pool(requests, 8, (request) =>
    send(webUrl, request, { timeoutMs: 15_000 }),
  );
  const seconds = (Date.now() - started) / 1000;
  const notFound = answers.filter((answer) => answer.status === 404).length;
  row(
    label,
    'unknown slugs asked for (404)',
    `${notFound} of ${answers.length} in ${seconds.toFixed(0)} s on ${routes.length} routes, after ${visited.length} pages visited`,
    '10,000, all 404',
    answers.length >= 10_000 && notFound === answers.length,
    answers
      .map((answer, index) => ({ path: requests[index].path, status: answer.status }))
      .filter((answer) => answer.status !== 404)
      .slice(0, 20),
  );

  // The rendered pages' cache (server/html-cache.ts) keeps a page 60 s: past that, a page
  // needs its content again, which only the content cache can give while the CMS is frozen.
  await sleep(Math.max(0, visitedAt + 61_000 - Date.now()));
  const again = [];
  signalCms(site.cms, 'SIGSTOP');
  try {
    for (const page of visited)
      again.push({
        page,
        ...(await send(webUrl, { method: 'GET', path: page, headers: {} }, { timeoutMs: 15_000 })),
      });
  } finally {
    signalCms(site.cms, 'SIGCONT');
  }
  const ok = again.filter((answer) => answer.status === 200).length;
  row(
    label,
    'pages visited before, CMS frozen after the flood: 200',
    `${pct(ok, again.length)} of ${again.length} (${pages.length - visited.length} not 200 before the flood, left out)`,
    '100 %',
    again.length > 0 && ok === again.length,
    again
      .filter((answer) => answer.status !== 200)
      .map(({ page, status }) => ({ page, status }))
      .slice(0, 20),
  );
  // Back to normal before the next drill: the breaker closes with the CMS's first answer.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await send(webUrl, { method: 'GET', path: '/readyz', headers: {} });
    if (ready.status === 200) break;
    await sleep(500);
  }
}
