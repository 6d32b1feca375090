// Server render time with a large content set: a second site server reads a fake CMS.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webDir } from '../scripts/lib/paths.mjs';
import { stop } from '../scripts/lib/processes.mjs';
import { startWeb } from '../scripts/lib/services.mjs';
import { createFakeCms } from './fake-cms.mjs';
import { generateLargeContent, largeCounts } from './large-content.mjs';

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
    return { counts: largeCounts, pages: results, cmsRequests: Object.fromEntries(fakeCms.counts) };
  } finally {
    await stop(web.child);
    await fakeCms.close();
  }
}
