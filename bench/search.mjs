// Search engine figures over 10,000 generated German items (issue #17 budgets): index build
// time, heap used by the index, query p50/p95 over ~500 varied queries, suggest p95 and the
// time of one incremental update. Separate from `npm test`; run with Node 24:
//   node bench/search.mjs [count]   (measures in a child started with the server's V8 flags)
// The engine is TypeScript in apps/web; Vite's module runner (already installed for the site)
// loads it as the server would, with the app's `~` alias.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import MiniSearch from 'minisearch';
import { runnerImport } from 'vite';
import { searchSection } from './report.mjs';
import { makeCorpus, makeQueries, makeTypings } from './search-corpus.mjs';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');

/** The V8 flags of the site's server, read from its start script. */
const SERVER_V8_FLAGS = JSON.parse(readFileSync(path.join(web, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'));

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

function heapAfterGc() {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function timeEach(items, action) {
  const times = items.map((item) => {
    const started = performance.now();
    action(item);
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b);
}

/** Builds an index over `count` items and measures it; returns the figures. */
export async function measureSearch(count = 10_000) {
  const { module } = await runnerImport(
    path.join(web, 'app/features/search/search-index.server.ts'),
    {
      configFile: false,
      root: web,
      logLevel: 'error',
      resolve: { alias: { '~': path.join(web, 'app') } },
    },
  );
  const { createSearchIndex } = module;
  const now = new Date('2026-11-25T10:00:00Z');
  const docs = makeCorpus(count);
  const queries = makeQueries(500, docs);
  const warmUp = makeQueries(100, docs, 1234);
  const typings = makeTypings(500, docs);

  const before = heapAfterGc();
  const started = performance.now();
  const index = createSearchIndex('de');
  // As at server start: an empty index loaded in bulk, in slices.
  await index.addAll(docs);
  const buildMs = performance.now() - started;
  // The phrase texts, made in slices once the index answers.
  await index.settled();
  const phrasesMs = performance.now() - started - buildMs;
  const heapBytes = heapAfterGc() - before;

  for (const query of warmUp) index.search(query, { now });
  let hits = 0;
  const queryTimes = timeEach(queries, (query) => {
    hits += index.search(query, { now }).total > 0 ? 1 : 0;
  });
  const suggestTimes = timeEach(typings, (text) => index.suggest(text, 8));
  const updateTimes = timeEach(docs.slice(0, 200), (doc) =>
    index.replace({ ...doc, title: `${doc.title} neu` }),
  );

  // The engine alone on the same items (its default tokenizer, no analysis): the floor.
  const plainBefore = heapAfterGc();
  const plainStarted = performance.now();
  const plain = new MiniSearch({ fields: ['title', 'headline', 'teaser', 'body'] });
  for (const doc of docs) plain.add(doc);
  const plainBuildMs = performance.now() - plainStarted;
  const plainHeapBytes = heapAfterGc() - plainBefore;

  return {
    count,
    typings: typings.length,
    plainBuildMs,
    plainHeapBytes,
    buildMs,
    phrasesMs,
    heapBytes,
    queries: queries.length,
    queriesWithHits: hits,
    queryP50: percentile(queryTimes, 50),
    queryP95: percentile(queryTimes, 95),
    queryMax: queryTimes[queryTimes.length - 1],
    suggestP95: percentile(suggestTimes, 95),
    updateP95: percentile(updateTimes, 95),
  };
}

/**
 * The figures measured in a Node process started like the site's server (its V8 flags, see
 * apps/web/package.json "start"), so that the build runs with the same heap settings.
 */
export function measureSearchLikeTheServer(count = 10_000) {
  const script = fileURLToPath(import.meta.url);
  const output = execFileSync(
    process.execPath,
    [...SERVER_V8_FLAGS, script, String(count), '--json'],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(output.trim().split('\n').at(-1));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2]) || 10_000;
  // --json: this process measures (started with the server's flags); else it starts one that does.
  if (process.argv.includes('--json')) console.log(JSON.stringify(await measureSearch(count)));
  else console.log(`\n== Search engine\n${searchSection(measureSearchLikeTheServer(count), [])}`);
}
