// `npm run drill` (started by scripts/drill.mjs): the production build with seeded demo content,
// attacked and broken on purpose. Prints one table (figure, goal, verdict), writes the same to
// drill/results/latest.json and exits 1 when a figure is out of goal. See drill/README.md.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { findProcess, rssBytes } from '../bench/load/proc.mjs';
import { root } from '../scripts/lib/paths.mjs';
import { cleanupOnExit } from '../scripts/lib/processes.mjs';
import { gitCommit, startScratchSite } from '../scripts/lib/scratch-site.mjs';
import { fuzzFigures, fuzzRequests, pool, poisonRequests, send } from './fuzz.mjs';
import {
  bookableOffer,
  bookingDrillEnv,
  cmsKilledDrill,
  freePort,
  smtpCounter,
  smtpDownDrill,
} from './bookings.mjs';
import { cacheFloodDrill } from './cache-flood.mjs';
import { feedDrill } from './feed.mjs';
import { mailLimitDrill } from './mail-limit.mjs';
import { cmsOutageDrills } from './outage.mjs';
import { redirectDrill } from './redirect.mjs';
import { drill, mb, row, writeReport } from './report.mjs';
import { restoreDrill } from './restore.mjs';
import { slugDrill, startPostgresSite } from './slug.mjs';
import { apiToken, restClient, xssDrill } from './xss.mjs';

// Own ports: never the test run's, the bench's, nor `npm start`'s (1337/3000).
const ports = {
  cms: Number(process.env.DRILL_CMS_PORT) || 1850,
  web: Number(process.env.DRILL_WEB_PORT) || 3850,
};
const fuzzCount = Number(process.env.DRILL_FUZZ_COUNT) || 10_000;
const seed = Number(process.env.DRILL_SEED) || 22;
const outageSeconds = Number(process.env.DRILL_OUTAGE_SECONDS) || 20;
const redirectCount = Number(process.env.DRILL_REDIRECT_COUNT) || 200;
const slugCount = Number(process.env.DRILL_SLUG_COUNT) || 1000;
const floodCount = Number(process.env.DRILL_FLOOD_COUNT) || 10_000;
// DRILL_ONLY=smtp,cms-bookings runs only those drills: fuzz, poisoning, outage, smtp,
// cms-bookings, xss, redirect, slug, cache-flood, feed, mail-limit, restore.
const only = (process.env.DRILL_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const selected = (name) => only.length === 0 || only.includes(name);
const { cleanups, cleanup } = cleanupOnExit(130);

/**
 * Paths of the sitemap(s): `sample` has two per route kind (the fuzz's and the poisoning's
 * targets), `rest` the others, which nothing asks for before the outage drills; `origin` is the
 * site's configured public origin, which the sitemap names.
 */
async function discoverPages(base) {
  const locs = async (url) => {
    const answer = await send(base, {
      method: 'GET',
      path: new URL(url, base).pathname,
      headers: {},
    });
    return [...(answer.body ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  };
  let urls = await locs('/sitemap.xml');
  if (urls.some((url) => url.endsWith('.xml'))) {
    urls = (await Promise.all(urls.map(locs))).flat();
  }
  const byKind = new Map();
  const rest = [];
  for (const url of urls) {
    const { pathname } = new URL(url);
    const parts = pathname.split('/').filter(Boolean);
    const kind = `${parts[0] === 'en' ? 'en/' : ''}${parts.length > (parts[0] === 'en' ? 2 : 1) ? `${parts.at(parts[0] === 'en' ? 1 : 0)}/:slug` : parts.join('/')}`;
    const list = byKind.get(kind) ?? [];
    if (list.length < 2) list.push(pathname);
    else rest.push(pathname);
    byKind.set(kind, list);
  }
  return { sample: [...byKind.values()].flat(), rest, origin: new URL(urls[0]).origin };
}

async function main() {
  const startedAt = new Date();
  // Mail goes to the drill's SMTP server (down until the SMTP drill starts it); the CMS gets a
  // first admin, whose session the XSS drill uses to write content.
  const smtpPort = await freePort();
  const smtp = smtpCounter(smtpPort);
  cleanups.push(() => smtp.close());
  const admin = {
    email: 'drill-admin@zentralmuseum.example',
    password: `Drill-${randomBytes(12).toString('hex')}-9`,
  };
  const site = await startScratchSite({
    name: 'drill',
    ports,
    cleanups,
    webEnv: bookingDrillEnv(smtpPort),
    cmsEnv: { CMS_ADMIN_EMAIL: admin.email, CMS_ADMIN_PASSWORD: admin.password },
  });
  const { scratch, web } = site;
  const webUrl = web.url;
  const sitePid = findProcess(web.child.pid, 'server/index.js') ?? web.child.pid;
  const internalPaths = [root, scratch];

  const { sample: pages, rest, origin } = await discoverPages(webUrl);
  const tourRequests = pages.filter((page) => /\/(fuehrungen|guided-tours)\/[^/]+$/.test(page));
  const bookingPaths = tourRequests.map((page) =>
    page.startsWith('/en/') ? `${page}/request` : `${page}/anfrage`,
  );
  const fuzzPaths = [
    ...pages,
    '/',
    '/en',
    '/suche?q=dampf',
    '/gibt-es-nicht',
    '/sitemap.xml',
    '/robots.txt',
    '/_.data',
    '/en/exhibitions.data',
    '/api/consent-settings',
    '/healthz',
  ];
  console.log(
    `${pages.length} + ${rest.length} pages from the sitemap, ${bookingPaths.length} booking forms.`,
  );

  if (selected('fuzz'))
    await drill('Fuzz', async () => {
      const requests = fuzzRequests({ seed, count: fuzzCount, paths: fuzzPaths, bookingPaths });
      // Warm up the pages first: RSS is compared from a running site, not a cold one.
      await pool(fuzzPaths, 4, (page) => send(webUrl, { method: 'GET', path: page, headers: {} }));
      // RSS before, after the first half (caches filled) and at the end: the goal is judged on the
      // second half, where a leak would still grow and filling caches no longer does.
      const rssBefore = rssBytes(sitePid);
      const started = performance.now();
      const half = Math.floor(requests.length / 2);
      const firstHalf = await pool(requests.slice(0, half), 16, (request) => send(webUrl, request));
      const rssMiddle = rssBytes(sitePid);
      const secondHalf = await pool(requests.slice(half), 16, (request) => send(webUrl, request));
      const answers = [...firstHalf, ...secondHalf];
      const seconds = (performance.now() - started) / 1000;
      const rssAfter = rssBytes(sitePid);
      const figures = fuzzFigures(requests, answers, internalPaths);
      const growth = rssMiddle && rssAfter ? (rssAfter - rssMiddle) / rssMiddle : null;
      const byMethod = {};
      for (const error of figures.serverErrors)
        byMethod[error.method] = (byMethod[error.method] ?? 0) + 1;
      row(
        'Fuzz',
        'requests sent',
        `${figures.sent} in ${seconds.toFixed(0)} s (seed ${seed})`,
        '≥ 10,000',
        figures.sent >= 10_000,
      );
      row(
        'Fuzz',
        '5xx answers',
        `${figures.serverErrors.length}${figures.serverErrors.length ? ` (${JSON.stringify(byMethod)})` : ''}`,
        '0',
        figures.serverErrors.length === 0,
        // The rarer methods first: hundreds of TRACE answers would hide them.
        [...figures.serverErrors]
          .sort((a, b) => byMethod[a.method] - byMethod[b.method])
          .slice(0, 40),
      );
      row(
        'Fuzz',
        'bodies with a stack trace or internal path',
        figures.leaks.length,
        '0',
        figures.leaks.length === 0,
        figures.leaks.slice(0, 20),
      );
      row(
        'Fuzz',
        'connection errors',
        figures.connectionErrors,
        '0',
        figures.connectionErrors === 0,
      );
      row(
        'Fuzz',
        'RSS growth over the second half',
        growth === null
          ? 'n/a'
          : `${(growth * 100).toFixed(1)} % (${mb(rssBefore)} → ${mb(rssMiddle)} → ${mb(rssAfter)} MB)`,
        '< 10 %',
        growth !== null && growth < 0.1,
      );
    });

  if (selected('poisoning'))
    await drill('Host poisoning', async () => {
      const targets = pages.slice(0, 6).concat(['/', '/en']);
      await pool(poisonRequests(targets), 4, (request) => send(webUrl, request));
      let poisoned = 0;
      for (const page of targets) {
        for (let i = 0; i < 2; i += 1) {
          const answer = await send(webUrl, { method: 'GET', path: page, headers: {} });
          if ((answer.body ?? '').includes('evil.example')) poisoned += 1;
        }
      }
      row(
        'Host poisoning',
        'normal answers naming evil.example',
        `${poisoned} of ${targets.length * 2}`,
        '0',
        poisoned === 0,
      );
    });

  if (selected('outage'))
    await drill('CMS outage', () => cmsOutageDrills({ site, pages, rest, outageSeconds, sitePid }));

  const offer = await bookableOffer(site.cms.url, site.secrets.WEB_API_TOKEN);
  if (selected('smtp'))
    await drill('SMTP down during 200 bookings', () => smtpDownDrill({ site, offer, smtp }));
  if (selected('cms-bookings')) {
    if (!selected('smtp')) await smtp.listen();
    await drill('CMS killed during 1,000 bookings', () => cmsKilledDrill({ site, offer, smtp }));
  }
  if (selected('xss')) await drill('XSS through the CMS', () => xssDrill({ site, admin }));
  if (selected('redirect'))
    await drill('Redirect targets', async () =>
      redirectDrill({
        webUrl,
        origin,
        rest: restClient(site.cms.url, await apiToken(site.cms.url, admin)),
        seed,
        count: redirectCount,
      }),
    );
  if (selected('slug')) {
    await drill('Slug (SQLite)', () =>
      slugDrill({ label: 'Slug (SQLite)', web: site.web, cms: site.cms, seed, count: slugCount }),
    );
    await drill('Slug (PostgreSQL)', async () => {
      const postgres = await startPostgresSite({ secrets: site.secrets, scratch, cleanups });
      console.log(`  CMS on PostgreSQL seeded and up in ${postgres.seededSeconds.toFixed(0)} s`);
      try {
        await slugDrill({
          label: 'Slug (PostgreSQL)',
          web: postgres.web,
          cms: postgres.cms,
          seed,
          count: slugCount,
        });
      } finally {
        await postgres.stop();
      }
    });
  }
  if (selected('cache-flood'))
    await drill('Cache flood', () =>
      cacheFloodDrill({ site, pages: ['/', '/en', ...pages], count: floodCount }),
    );
  if (selected('feed')) await drill('Feeds', () => feedDrill({ site, admin }));
  if (selected('mail-limit'))
    await drill('Mail limits', () => mailLimitDrill({ site, offer, scratch, cleanups }));
  if (selected('restore'))
    await drill('Backup and restore', () =>
      restoreDrill({ site, admin, offer, smtpPort, cleanups }),
    );

  return writeReport(path.join(root, 'drill', 'results', 'latest.json'), {
    startedAt: startedAt.toISOString(),
    commit: gitCommit(),
    settings: {
      fuzzCount,
      seed,
      outageSeconds,
      redirectCount,
      slugCount,
      floodCount,
      ports,
      only,
    },
  });
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(passed ? 0 : 1);
