// Page weight as Chromium loads it: every response of a first visit (empty cache), from the
// browser's network events. Gzip sizes are computed from the received bodies (gzip -6), so they
// do not depend on which encoding the server chose; `transfer` is what went over the wire.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath, chromiumSwitches } from '../scripts/lib/chromium.mjs';
import { webDir } from '../scripts/lib/paths.mjs';
import { attributeScripts, chunkOwners, isRouteManifest, parseRouteManifest } from './chunks.mjs';

const viewport = { width: 1366, height: 768 };
/** SPEC §9: nothing but the page itself is loaded before this long after the load event. */
const DEFERRED_AFTER_MS = 1000;

const gzipSize = (body) => gzipSync(body, { level: 6 }).length;

async function describeResponse(request) {
  const response = await request.response();
  if (!response) return null;
  // Milliseconds since the epoch, comparable with the load event below.
  const startedAt = request.timing().startTime;
  const sizes = await request.sizes().catch(() => null);
  // Redirects and some aborted loads have no body.
  const body = await response.body().catch(() => Buffer.alloc(0));
  return {
    url: request.url(),
    type: request.resourceType(),
    startedAt,
    status: response.status(),
    raw: body.length,
    gzip: gzipSize(body),
    transfer: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : null,
    // React Router's manifest names the route module or shared chunk of every other script.
    text: isRouteManifest(request.url()) ? body.toString('utf8') : undefined,
  };
}

// The browser's language matches the page's, so the German root is not redirected to /en.
const browserLocales = { de: 'de-DE', en: 'en-US' };

/**
 * The owners of the built site's chunks, from React Router's manifest file in the client build
 * (the pages inline only their own routes' part of it and fetch the rest lazily).
 */
function ownersFromBuild() {
  try {
    const dir = path.join(webDir, 'build', 'client', 'assets');
    const file = readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
    return file
      ? chunkOwners(parseRouteManifest(readFileSync(path.join(dir, file), 'utf8')))
      : null;
  } catch {
    return null;
  }
}

let buildOwners = null;

async function measurePage(browser, url, locale) {
  const context = await browser.newContext({ viewport, locale: browserLocales[locale] });
  try {
    const page = await context.newPage();
    const pending = [];
    let failed = 0;
    page.on('requestfinished', (request) => {
      if (!request.url().startsWith('data:')) pending.push(describeResponse(request));
    });
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith('data:')) failed += 1;
    });
    const main = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    const status = main?.status() ?? null;
    if (status === 404) return { status, missing: true };
    // The client runtime starts 1000 ms after the load event (SPEC §9) and prefetches the main
    // navigation in view: wait for that too, so that every run sees the same requests.
    const loadedAt = await page.evaluate(
      () => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventStart,
    );
    await page.waitForTimeout(Math.max(0, loadedAt + DEFERRED_AFTER_MS + 1000 - Date.now()));
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const responses = (await Promise.all(pending)).filter(Boolean);
    const sum = (list, key) => list.reduce((total, item) => total + (item[key] ?? 0), 0);
    // First-load JS: what the page asks for to show and hydrate itself. Later JS: what the
    // runtime loads from 1000 ms after the load event on (itself, prefetched route code).
    const allScripts = responses.filter((r) => r.type === 'script');
    const later = (r) => r.startedAt >= loadedAt + DEFERRED_AFTER_MS;
    const scripts = allScripts.filter((r) => !later(r));
    const laterScripts = allScripts.filter(later);
    const styles = responses.filter((r) => r.type === 'stylesheet');
    const images = responses.filter((r) => r.type === 'image');
    const manifest = scripts.find((r) => r.text !== undefined);
    let owners = buildOwners;
    try {
      owners ??= manifest ? chunkOwners(parseRouteManifest(manifest.text)) : null;
    } catch {
      // an unreadable manifest: the chunks are listed without owners
    }
    const document = responses.find((r) => r.type === 'document' && r.url === main.url());
    return {
      status,
      missing: false,
      redirectedTo: main.url() === url ? null : main.url(),
      htmlRaw: document?.raw ?? null,
      htmlGzip: document?.gzip ?? null,
      jsRaw: sum(scripts, 'raw'),
      jsGzip: sum(scripts, 'gzip'),
      jsFiles: scripts.length,
      jsChunks: attributeScripts(scripts, owners),
      laterJsGzip: sum(laterScripts, 'gzip'),
      laterJsFiles: laterScripts.length,
      laterDataRequests: responses.filter((r) => later(r) && /\.data(\?|$)/.test(r.url)).length,
      cssRaw: sum(styles, 'raw'),
      cssGzip: sum(styles, 'gzip'),
      requests: responses.length + failed,
      failedRequests: failed,
      largestImage: images.reduce((max, r) => Math.max(max, r.raw), 0) || null,
      largestImageUrl: images.sort((a, b) => b.raw - a.raw)[0]?.url ?? null,
      transfer: sum(responses, 'transfer'),
    };
  } finally {
    await context.close();
  }
}

/** Measures each { id, locale, path } page against baseUrl; a page without a path is missing. */
export async function measurePageWeights(baseUrl, pages) {
  buildOwners = ownersFromBuild();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumSwitches });
  const results = [];
  try {
    for (const page of pages) {
      const url = page.path ? baseUrl + page.path : null;
      if (!url) {
        results.push({ ...page, url, missing: true, reason: 'no content in the CMS' });
        continue;
      }
      try {
        results.push({ ...page, url, ...(await measurePage(browser, url, page.locale)) });
      } catch (error) {
        results.push({
          ...page,
          url,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
