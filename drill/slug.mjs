// The slug drill of `npm run drill` (issue 41, finding 1): crafted slugs (NUL, controls, overlong,
// percent-encoded, otherwise invalid) on every detail route while real visitors read pages of the
// sitemap, against the CMS on SQLite and on PostgreSQL (where Strapi answered a NUL with 500 and
// five such requests opened the site's breaker). Goal: no 5xx, no breaker opening, every real
// page view a 200.
import path from 'node:path';
import { startPostgres } from '../scripts/lib/postgres.mjs';
import { freePort, stop } from '../scripts/lib/processes.mjs';
import { startCms, startWeb } from '../scripts/lib/services.mjs';
import { ensureSystemPackages } from '../scripts/lib/system-packages.mjs';
import { pool, seededRandom, send } from './fuzz.mjs';
import { pct, row, sleep } from './report.mjs';
import { breakerLines, pollReadiness, watchLog } from './site-watch.mjs';
import { sitemapPaths } from './xss.mjs';

const pick = (random, list) => list[Math.floor(random() * list.length)];

/**
 * Every route with a slug, in its three URL forms (from the site's screen table, the one place
 * path words are written), and the single event's calendar file.
 */
export async function detailRoutes() {
  const { screens } = await import('../apps/web/app/site/screens.ts');
  const { eventCalendarPattern } = await import('../apps/web/app/site/feed-paths.ts');
  const routes = [];
  for (const { path: words } of Object.values(screens)) {
    if (!words.de.includes(':slug')) continue;
    routes.push(`/${words.de}`, `/de/${words.de}`, `/en/${words.en}`);
  }
  for (const locale of ['de', 'en']) routes.push(eventCalendarPattern.replace(':locale', locale));
  return routes;
}

const hex = (code) => `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
const controlCodes = [...Array.from({ length: 32 }, (_, code) => code), 0x7f];

function word(random) {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789-';
  const length = 3 + Math.floor(random() * 8);
  return Array.from({ length }, () => pick(random, [...letters])).join('');
}

/** Slugs no entry can have, by kind; each a piece of a path (percent-encoded where needed). */
const craftedKinds = {
  NUL: (random) =>
    pick(random, [
      '%00',
      '%00%00',
      `${word(random)}%00`,
      `%00${word(random)}`,
      `${word(random)}%00${word(random)}`,
      `${word(random)}%00.json`,
    ]),
  control: (random) => {
    const piece = pick(random, [
      hex(pick(random, controlCodes)),
      hex(pick(random, controlCodes)) + hex(pick(random, controlCodes)),
      // C1 controls, line and paragraph separators, a byte-order mark (UTF-8).
      `%C2${hex(0x80 + Math.floor(random() * 32))}`,
      '%E2%80%A8',
      '%E2%80%A9',
      '%EF%BB%BF',
    ]);
    return `${random() < 0.7 ? word(random) : ''}${piece}${random() < 0.5 ? word(random) : ''}`;
  },
  overlong: (random) => {
    const length = pick(random, [256, 257, 300, 1000, 4000, 8000]);
    const unit = word(random);
    return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  },
  'percent-encoded': (random) => {
    const piece = pick(random, [
      '%2F',
      '%2f..%2f',
      '%5C',
      '%25',
      '%2500',
      '%2e%2e',
      '%C3%A4',
      '%F0%9F%98%80',
      '%FF',
      '%C0%AF',
      '%ED%A0%80',
      '%E2%80%AE',
      '%',
      '%G1',
      '%u0041',
      '%3Cscript%3E',
      '%27%20OR%201%3D1--',
      '%5B%24ne%5D',
    ]);
    return `${random() < 0.6 ? word(random) : ''}${piece}${random() < 0.6 ? word(random) : ''}`;
  },
  'otherwise invalid': (random) => {
    const piece = pick(random, [
      "'",
      '"',
      '<script>',
      ';',
      '*',
      '$eq',
      '[$ne]',
      '(',
      ')',
      '!',
      '@',
      ',',
      ':',
      '=',
      '+',
      '{}',
      'ä',
      'Å',
      'ß',
      '\u{1F600}',
      '\u202E',
      '..',
      '.',
    ]);
    return `${random() < 0.7 ? word(random) : ''}${encodeURI(piece)}${random() < 0.5 ? word(random) : ''}`;
  },
};

/**
 * `count` requests for crafted slugs on `routes`, the kinds in turn, from `seed`; a page route
 * sometimes as its `.data` request (client navigation).
 */
export function craftedSlugRequests({ seed = 22, count = 1000, routes }) {
  const random = seededRandom(seed);
  const kinds = Object.keys(craftedKinds);
  return Array.from({ length: count }, (_, index) => {
    const kind = kinds[index % kinds.length];
    const route = pick(random, routes);
    let requestPath = route.replace(':slug', craftedKinds[kind](random));
    if (!route.endsWith('.ics') && random() < 0.15) requestPath += '.data';
    return { kind, method: 'GET', path: requestPath, headers: {} };
  });
}

function statusSummary(answers) {
  const counts = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}

/**
 * The crafted requests, 4 at a time, while a visitor reads sitemap pages (`pages`, one about
 * every 250 ms, at least `minViews`); the log and /readyz watched throughout.
 */
export async function slugRun({ label, web, pages, requests, cmsNote = '', minViews = 40 }) {
  const log = watchLog(web.child);
  const readiness = pollReadiness(web.url);
  const views = [];
  let crafting = true;
  const visitor = (async () => {
    for (let index = 0; crafting || views.length < minViews; index += 1) {
      const started = Date.now();
      const page = pages[index % pages.length];
      const answer = await send(
        web.url,
        { method: 'GET', path: page, headers: {} },
        { timeoutMs: 15_000 },
      );
      views.push({ page, status: answer.status, ms: answer.ms });
      await sleep(Math.max(0, 250 - (Date.now() - started)));
    }
  })();
  const started = Date.now();
  const answers = await pool(requests, 4, (request) =>
    send(web.url, request, { timeoutMs: 15_000 }),
  );
  const seconds = (Date.now() - started) / 1000;
  crafting = false;
  await visitor;
  // A moment for a breaker that opened late to show in /readyz.
  await sleep(1000);
  const ready = await readiness.stop();
  log.stop();
  const breaker = breakerLines(log.lines);

  const serverErrors = answers
    .map((answer, index) => ({ ...requests[index], status: answer.status, error: answer.error }))
    .filter((answer) => answer.status >= 500 || answer.status === 0);
  const byKind = {};
  for (const [index, answer] of answers.entries()) {
    const kind = requests[index].kind;
    byKind[kind] ??= { sent: 0, notFound: 0 };
    byKind[kind].sent += 1;
    if (answer.status === 404) byKind[kind].notFound += 1;
  }
  row(
    label,
    'crafted slug requests: 5xx or no answer',
    `${serverErrors.length} of ${answers.length} in ${seconds.toFixed(0)} s (${statusSummary(answers)})${cmsNote}`,
    '0 (404 expected)',
    serverErrors.length === 0 && answers.length >= 1000,
    serverErrors.length
      ? serverErrors.slice(0, 20).map((error) => ({ ...error, path: error.path.slice(0, 200) }))
      : byKind,
  );
  row(
    label,
    'breaker openings',
    `${ready.openings} (/readyz: CMS check failing in ${ready.failing} of ${ready.polls} polls; ` +
      `log: ${breaker.refused.length} reads refused by an open circuit, ${breaker.counted.length} outages counted, ` +
      `${breaker.notCounted.length} failures not counted)`,
    '0',
    ready.openings === 0 && breaker.refused.length === 0,
    [...breaker.refused, ...breaker.counted, ...breaker.notCounted].slice(0, 20),
  );
  const ok = views.filter((view) => view.status === 200).length;
  row(
    label,
    'real page views meanwhile (sitemap, one every 250 ms) 200',
    `${pct(ok, views.length)} of ${views.length}`,
    '100 %',
    views.length > 0 && ok === views.length,
    views.filter((view) => view.status !== 200).slice(0, 20),
  );
}

/**
 * A second CMS, on a fresh PostgreSQL database (a throw-away server of scripts/lib/postgres.mjs,
 * as the test stack starts one; the CMS seeds the demo content into it), and a site in front of
 * it, with the drill site's secrets and folders below `scratch`. stop() ends all three.
 */
export async function startPostgresSite({ secrets, scratch, cleanups, webEnv = {} }) {
  ensureSystemPackages(['postgresql']);
  const postgres = startPostgres({ port: await freePort() });
  let stopped = false;
  const stopPostgres = () => {
    if (stopped) return;
    stopped = true;
    postgres.stop();
  };
  cleanups.push(stopPostgres);
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const started = Date.now();
  const cms = await startCms({
    secrets,
    port: cmsPort,
    host: '127.0.0.1',
    webUrl: `http://127.0.0.1:${webPort}`,
    database: { ...postgres.env, PUBLIC_DIR: path.join(scratch, 'postgres-public') },
    quiet: true,
  });
  cleanups.push(() => stop(cms.child));
  const seededSeconds = (Date.now() - started) / 1000;
  const web = await startWeb({
    secrets,
    port: webPort,
    host: '127.0.0.1',
    cmsUrl: cms.url,
    extraEnv: webEnv,
    stateDir: path.join(scratch, 'postgres-web-state'),
    quiet: true,
  });
  cleanups.push(() => stop(web.child));
  return {
    cms,
    web,
    seededSeconds,
    async stop() {
      await stop(web.child);
      await stop(cms.child);
      stopPostgres();
    },
  };
}

/**
 * How the CMS itself answers a slug with a NUL byte, asked directly (what the site must never
 * pass on): Strapi on PostgreSQL answered 500.
 */
async function cmsOwnAnswer(cms) {
  try {
    const answer = await fetch(`${cms.url}/api/exhibitions?locale=de&filters[slug][$eq]=x%00`, {
      signal: AbortSignal.timeout(10_000),
    });
    return `; the CMS itself answers ${answer.status} to a NUL slug asked directly`;
  } catch (error) {
    return `; the CMS asked directly: ${error instanceof Error ? error.message : error}`;
  }
}

/** The drill against one site: its sitemap's pages, then the crafted requests. */
export async function slugDrill({ label, web, cms, seed, count = 1000 }) {
  const routes = await detailRoutes();
  const pages = await sitemapPaths(web.url);
  if (pages.length === 0) throw new Error('the sitemap lists no pages');
  // The visitor reads the pages in a seeded order: lists and details mixed.
  const random = seededRandom(seed + 1);
  const shuffled = pages
    .map((page) => ({ page, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ page }) => page);
  const requests = craftedSlugRequests({ seed, count, routes });
  const cmsNote = cms ? await cmsOwnAnswer(cms) : '';
  await slugRun({ label, web, pages: shuffled, requests, cmsNote });
}
