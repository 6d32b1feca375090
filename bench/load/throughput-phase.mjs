// The throughput phase: wrk on one core, the server under test on the other (the site's Node
// process, the framework floor, nginx's one worker), each row without Accept-Encoding and with
// a browser's, the server's CPU time per request, and the site's RSS before and after.
import http from 'node:http';
import { loadavg } from 'node:os';
import { ensureCommand } from '../debian-tools.mjs';
import { ensureNginx, startNginx } from '../nginx.mjs';
import { coldContentLoad } from '../throughput.mjs';
import { bareNodeRows } from './bare-node-row.mjs';
import { buildFloorIfNeeded, floorVersions, startFloor } from './floor.mjs';
import { allowedCores, cpuSeconds, pin, rssBytes } from './proc.mjs';
import { BROWSER_ACCEPT_ENCODING, wrkRow } from './wrk.mjs';

/** Status, Content-Encoding and body bytes of one GET, as sent (not decoded). */
export function probe(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = http.get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          contentEncoding: res.headers['content-encoding'] ?? 'identity',
          bytes,
          htmlCache: res.headers['x-html-cache'] ?? null,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** The first core for wrk, the second for the server; null when there are fewer than two. */
export function chooseCores(cores) {
  return cores && cores.length >= 2 ? { load: cores[0], server: cores[1] } : null;
}

const encodings = [
  { id: 'none', acceptEncoding: null },
  { id: 'browser', acceptEncoding: BROWSER_ACCEPT_ENCODING },
];

function ratio(a, b) {
  return a && b && !a.error && !b.error && a.rps && b.rps ? a.rps / b.rps : null;
}

/**
 * sitePids: the site's processes (npm, sh, node); sitePid: its Node server, whose CPU and RSS
 * are measured. Returns the rows and ratios; a row that fails carries { error }.
 */
export async function throughputPhase({
  webUrl,
  sitePid,
  sitePids,
  secret,
  nginxPort,
  floorPort,
  bareNodePort,
  cleanups = [],
  pagePath = '/',
}) {
  if (!sitePid) throw new Error("the site's Node process (server/index.js) was not found");
  const wrk = ensureCommand('wrk');
  if (!wrk) throw new Error('wrk is not installed (Debian package wrk; run as root to install it)');
  const hasTaskset = ensureCommand('taskset', 'util-linux') !== null;
  const cores = hasTaskset ? chooseCores(allowedCores()) : null;
  if (cores) for (const pid of sitePids) pin(pid, cores.server);
  const result = {
    page: pagePath,
    tool: 'wrk',
    cores,
    pinned: cores
      ? 'wrk and server each on its own core'
      : 'not pinned (needs taskset and 2 cores)',
    loadAverageBefore: loadavg(),
    rows: [],
  };
  const loadCore = cores?.load ?? null;

  const row = async (fields, url, options) => {
    const label = `${fields.target} ${fields.what}, Accept-Encoding: ${options.acceptEncoding ?? 'none'}`;
    console.log(`  load: ${label}`);
    const entry = { ...fields, encoding: options.acceptEncoding ? 'browser' : 'none' };
    try {
      const probeUrl = options.unique ? `${url}${url.includes('?') ? '&' : '?'}bench=probe` : url;
      entry.probe = await probe(probeUrl, options.acceptEncoding);
      if (entry.probe.status !== 200) {
        entry.missing = `answers ${entry.probe.status}`;
      } else {
        Object.assign(entry, await wrkRow({ wrk, url, loadCore, ...options }));
      }
    } catch (error) {
      entry.error = error instanceof Error ? error.message : String(error);
    }
    result.rows.push(entry);
    return entry;
  };

  const pageUrl = webUrl + pagePath;
  const first = await probe(pageUrl, null);
  if (first.status !== 200) throw new Error(`${pagePath} answered ${first.status}`);
  // Whether the server keeps rendered pages (apps/web/server/html-cache.ts says so in a header).
  // It keeps a page once it is asked for a second time, so the third answer says whether it hits.
  await probe(pageUrl, null);
  result.htmlCache = (await probe(pageUrl, null)).htmlCache ?? 'none';

  // The site's rows: `run` measures one (row) or only puts its load on the server (warm-up).
  const site = { serverPid: sitePid };
  const siteRows = async (run) => {
    for (const { acceptEncoding } of encodings)
      await run({ id: 'cached', target: 'web', what: `${pagePath} cached (same URL)` }, pageUrl, {
        ...site,
        acceptEncoding,
      });
    for (const { acceptEncoding } of encodings)
      await run(
        { id: 'uncached', target: 'web', what: `${pagePath}?bench=<n> full render` },
        pageUrl,
        { ...site, acceptEncoding, unique: true },
      );
    await run({ id: 'calendar', target: 'web', what: '/api/calendar' }, `${webUrl}/api/calendar`, {
      ...site,
      acceptEncoding: BROWSER_ACCEPT_ENCODING,
    });
  };

  // The first reading is of a process whose heap has not yet grown to its working size under
  // load: 3 s of renders were not enough (285 MB, then 390 MB after 20 s), nor rounds of the
  // uncached rows' load until one added < 2 % (settled at 403 MB, then the rows took it to
  // 496 MB; by hand, passes of all rows went 413 → 487 → 510 → 512 MB). So the rows run once
  // unmeasured, then measured: the growth over the second pass is what more load adds (a leak,
  // an unbounded cache), not the heap reaching its working size.
  result.rssAtStart = rssBytes(sitePid);
  console.log('  load: the rows below once, unmeasured (warm-up)');
  await siteRows((fields, url, options) => {
    console.log(`  warm-up: ${fields.target} ${fields.what}`);
    return wrkRow({ wrk, url, loadCore, ...options });
  });
  await coldContentLoad({
    pageUrl,
    revalidateUrl: `${webUrl}/api/revalidate`,
    secret,
  });
  result.rssBefore = rssBytes(sitePid);
  await siteRows(row);
  result.rows.push(await coldRow({ webUrl, pagePath, secret, sitePid }));
  result.rssAfter = rssBytes(sitePid);
  result.rssGrowth = (result.rssAfter - result.rssBefore) / result.rssBefore;

  // The page cache holds the page again (the cold row renewed it): its answer as a hit.
  for (let i = 0; i < 3; i += 1) await probe(pageUrl, null);
  await bareNodeRows({ result, row, pageUrl, port: bareNodePort, cores, encodings, cleanups });

  await floorRows({ result, row, floorPort, cores });
  await nginxRows({ result, row, nginxPort, cores, html: await pageText(pageUrl) });
  result.loadAverageAfter = loadavg();

  const find = (id, encoding) => result.rows.find((r) => r.id === id && r.encoding === encoding);
  result.ratios = Object.fromEntries(
    encodings.flatMap(({ id }) => [
      [`cachedVsNginx_${id}`, ratio(find('cached', id), find('nginx', id))],
      [`cachedVsNode_${id}`, ratio(find('cached', id), find('node', id))],
      [`nodeVsNginx_${id}`, ratio(find('node', id), find('nginx', id))],
      [`uncachedVsFloor_${id}`, ratio(find('uncached', id), find('floor', id))],
    ]),
  );
  return result;
}

async function pageText(url) {
  const response = await fetch(url);
  return response.text();
}

/** Renders right after the content cache was cleared (CMS reads included; for information). */
async function coldRow({ webUrl, pagePath, secret, sitePid }) {
  console.log('  load: web render after the content cache was cleared (own driver)');
  const entry = {
    id: 'cold',
    target: 'web',
    what: `${pagePath} after /api/revalidate`,
    encoding: 'none',
  };
  try {
    const before = cpuSeconds(sitePid);
    const figures = await coldContentLoad({
      pageUrl: webUrl + pagePath,
      revalidateUrl: `${webUrl}/api/revalidate`,
      secret,
    });
    // Includes the revalidate requests, so only for information.
    const cpu = cpuSeconds(sitePid) - before;
    return {
      ...entry,
      ...figures,
      cpuUsPerRequest: figures.requests ? (cpu / figures.requests) * 1e6 : null,
    };
  } catch (error) {
    return { ...entry, error: error instanceof Error ? error.message : String(error) };
  }
}

async function floorRows({ result, row, floorPort, cores }) {
  const what = '/?bench=<n> full render (framework floor)';
  let floor = null;
  try {
    await buildFloorIfNeeded();
    result.floorVersions = floorVersions();
    floor = await startFloor({ port: floorPort, core: cores?.server ?? null });
  } catch (error) {
    result.rows.push({
      id: 'floor',
      target: 'floor',
      what,
      error: String(error?.message ?? error),
    });
    return;
  }
  try {
    for (const { acceptEncoding } of encodings)
      await row({ id: 'floor', target: 'floor', what }, floor.url, {
        serverPid: floor.pid,
        acceptEncoding,
        unique: true,
      });
  } finally {
    await floor.stop();
  }
}

async function nginxRows({ result, row, nginxPort, cores, html }) {
  const what = 'the same page as a pre-compressed file, 1 worker';
  const { binary, brotliModule } = ensureNginx();
  if (!binary) {
    result.rows.push({ id: 'nginx', target: 'nginx', what, missing: 'nginx is not installed' });
    return;
  }
  result.nginxBrotli = brotliModule
    ? 'brotli_static (libnginx-mod-http-brotli-static)'
    : 'no brotli: libnginx-mod-http-brotli-static is not installable, gzip_static only';
  const nginx = await startNginx({ binary, brotliModule, html, port: nginxPort });
  try {
    if (cores) {
      pin(nginx.masterPid, cores.server);
      if (nginx.workerPid) pin(nginx.workerPid, cores.server);
    }
    for (const { acceptEncoding } of encodings)
      await row({ id: 'nginx', target: 'nginx', what }, nginx.url, {
        serverPid: nginx.workerPid,
        acceptEncoding,
      });
  } finally {
    await nginx.stop();
  }
}
