// Server render time with a large content set: a second site server reads a fake CMS.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webDir } from '../scripts/lib/paths.mjs';
import { stop } from '../scripts/lib/processes.mjs';
import { startWeb } from '../scripts/lib/services.mjs';
import { createFakeCms } from './fake-cms.mjs';
import { generateLargeContent, largeCounts } from './large-content.mjs';
import { ensureCommand } from './debian-tools.mjs';
import { chooseCores } from './load/throughput-phase.mjs';
import { allowedCores, descendants, findProcess, pin } from './load/proc.mjs';
import { CONNECTIONS, wrkRow } from './load/wrk.mjs';

export const SAMPLES = 20;

const pages = [
  { id: 'programme', path: '/programm', linkPrefix: '/veranstaltungen/' },
  { id: 'exhibitions', path: '/ausstellungen', linkPrefix: '/ausstellungen/' },
];

async function timedGet(url) {
  const started = performance.now();
  const response = await fetch(url);
  const html = await response.text();
  return { ms: performance.now() - started, status: response.status, html };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(baseUrl, page) {
  // A new query string each time: a server-side HTML cache must not answer instead of the renderer.
  const url = (index) => `${baseUrl}${page.path}?render=${index}`;
  const cold = await timedGet(url(0));
  const warm = [];
  for (let index = 1; index <= SAMPLES; index += 1) warm.push((await timedGet(url(index))).ms);
  return {
    id: page.id,
    path: page.path,
    status: cold.status,
    coldMs: cold.ms,
    medianMs: median(warm),
    maxMs: Math.max(...warm),
    htmlBytes: Buffer.byteLength(cold.html),
    // How many entries the page really shows (a paged list shows fewer than the CMS holds).
    linksShown: cold.html.split(`href="${page.linkPrefix}`).length - 1,
  };
}

export async function measureScale({ secrets, webPort, cmsPort, cleanups }) {
  const fixturesDir = path.join(webDir, 'app/content/__fixtures__/v5');
  const requests = JSON.parse(readFileSync(path.join(webDir, 'app/content/requests.json'), 'utf8'));
  const generated = generateLargeContent({ fixturesDir, requests });
  const fakeCms = createFakeCms({ fixturesDir, requests, generated });
  const cmsUrl = await fakeCms.listen(cmsPort);
  cleanups.push(() => fakeCms.close());
  const web = await startWeb({ secrets, port: webPort, host: '127.0.0.1', cmsUrl, quiet: true });
  cleanups.push(() => stop(web.child));
  try {
    // The shell (menu, contact, colours) is loaded once, so "cold" is the page's own content.
    await fetch(`${web.url}/bench-warm-up-shell`).then((response) => response.text());
    const results = [];
    for (const page of pages) results.push(await measure(web.url, page));
    const cmsRequests = Object.fromEntries(fakeCms.counts);
    const suggestions = await measureSuggestions(web.url, generated, web.child.pid).catch(
      (error) => ({
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return { counts: largeCounts, pages: results, cmsRequests, suggestions };
  } finally {
    await stop(web.child);
    await fakeCms.close();
  }
}

/** Words being typed: the first 3 to 8 letters of title words of the generated content. */
function typedTexts(generated, count = 400) {
  const words = Object.values(generated)
    .flatMap((collection) => collection.de.map((entry) => entry.title))
    .flatMap((title) => title.split(/\s+/))
    .filter((word) => /^\p{L}{4,}$/u.test(word));
  const distinct = [...new Set(words)];
  return Array.from({ length: count }, (_, n) => {
    const word = distinct[(n * 7) % distinct.length];
    return word.slice(0, 3 + (n % 6));
  });
}

/**
 * The search field's suggestions (/api/search/suggestions) under 50 connections, each cycling
 * through different typed texts, once the index over the large content is built.
 */
async function measureSuggestions(baseUrl, generated, webPid) {
  const texts = typedTexts(generated);
  const path = (text) => `/api/search/suggestions?locale=de&text=${encodeURIComponent(text)}`;
  const started = performance.now();
  let ready = false;
  while (!ready && performance.now() - started < 60_000) {
    const answer = await fetch(baseUrl + path(texts[0])).then((response) => response.json());
    ready = answer.suggestions.length > 0;
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!ready) throw new Error('the search index was not ready within 60 s');
  const wrk = ensureCommand('wrk');
  if (!wrk) throw new Error('wrk is not installed (Debian package wrk)');
  // Pinned like the throughput phase: wrk on one core, the site on the other.
  const cores = ensureCommand('taskset', 'util-linux') ? chooseCores(allowedCores()) : null;
  if (cores) for (const pid of [webPid, ...descendants(webPid)]) pin(pid, cores.server);
  const load = await wrkRow({
    wrk,
    url: baseUrl + path(texts[0]),
    paths: texts.map(path),
    serverPid: findProcess(webPid, 'server/index.js'),
    loadCore: cores?.load ?? null,
    acceptEncoding: 'gzip, deflate, br, zstd',
  });
  return { ...load, connections: CONNECTIONS, texts: new Set(texts).size };
}
