// The collection's figures (issue #45 budgets): the IIIF tiles of one 6,000 × 4,000 picture,
// made once, and the collection search's server time over the demo collection, asked as a
// browser asks (a GET of the search page with its query), one request at a time so that the
// client never waits for itself.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function filesUnder(folder) {
  let count = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

/**
 * A photograph-like 6,000 × 4,000 JPEG (grain over a gradient: neither flat, which would
 * flatter the encoder, nor pure noise), then its tiles made as the site makes them on publish,
 * and once more (already there: nothing to do).
 */
export async function measureTiles() {
  const { makeTiles } = await import(path.join(web, 'server', 'media-encoding.js'));
  const folder = mkdtempSync(path.join(tmpdir(), 'zm-bench-tiles-'));
  try {
    const width = 6000;
    const height = 4000;
    const source = path.join(folder, 'source.jpg');
    const gradient = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        '<defs><radialGradient id="g" cx="45%" cy="40%" r="75%">' +
        '<stop offset="0" stop-color="#d8c9a8"/><stop offset="0.6" stop-color="#6d5a44"/>' +
        '<stop offset="1" stop-color="#1f1a16"/></radialGradient></defs>' +
        `<rect width="${width}" height="${height}" fill="url(#g)"/></svg>`,
    );
    const grain = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 18 },
      },
    })
      .raw()
      .toBuffer();
    await sharp(gradient)
      .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
      .jpeg({ quality: 88 })
      .toFile(source);
    const target = path.join(folder, 'tiles');
    let started = performance.now();
    const first = await makeTiles({ source, target });
    const madeMs = performance.now() - started;
    started = performance.now();
    const second = await makeTiles({ source, target });
    const againMs = performance.now() - started;
    const { count, bytes } = filesUnder(target);
    return {
      width,
      height,
      sourceBytes: statSync(source).size,
      madeMs,
      first,
      againMs,
      second,
      files: count,
      bytes,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The links of a collection search page that change its query: facets, sort, pages. */
function searchLinks(html, searchPath) {
  const links = new Set();
  for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
    const url = href.replaceAll('&amp;', '&');
    if (url.startsWith(`${searchPath}?`)) links.add(url);
  }
  return [...links];
}

/** Words of the hits' titles on a page: what a visitor would type. */
function titleWords(html) {
  const words = new Set();
  for (const [, title] of html.matchAll(/<h[23][^>]*>(?:<a[^>]*>)?([^<]{3,80})</g))
    for (const word of title.split(/[^\p{L}]+/u)) if (word.length >= 5) words.add(word);
  return [...words];
}

/**
 * Server time of the collection search in both languages: the search pages with a text, with
 * facets (one and two), sorted, and deeper pages, every request a query the site has not
 * answered before (its page cache does not answer it). Resolves with p50/p95/p99 in ms.
 */
export async function measureCollectionSearch(webUrl, { searchPaths, rounds = 3 }) {
  const queries = [];
  for (const searchPath of searchPaths) {
    const html = await (await fetch(`${webUrl}${searchPath}`)).text();
    const links = searchLinks(html, searchPath);
    const words = titleWords(html);
    if (links.length === 0) throw new Error(`${searchPath} shows no facet or page links`);
    for (const word of words.slice(0, 20))
      queries.push(`${searchPath}?q=${encodeURIComponent(word)}`);
    queries.push(...links);
    // Two facets at once: each facet link combined with the next one's parameters.
    for (let index = 0; index + 1 < links.length && index < 30; index += 1) {
      const first = new URL(links[index], webUrl);
      for (const [key, value] of new URL(links[index + 1], webUrl).searchParams)
        if (!first.searchParams.getAll(key).includes(value)) first.searchParams.append(key, value);
      queries.push(`${first.pathname}${first.search}`);
    }
  }
  const times = [];
  let failed = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      // A parameter the search ignores makes every round's request new to the page cache.
      const url = `${webUrl}${query}${query.includes('?') ? '&' : '?'}bench=${round}`;
      const started = performance.now();
      const response = await fetch(url, {
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) failed += 1;
    }
  }
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    distinctQueries: queries.length,
    failed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}
