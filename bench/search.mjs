// Search engine figures over 10,000 generated German items (issue #17 budgets): index build
// time, heap used by the index, query p50/p95 over ~500 varied queries, suggest p95 and the
// time of one incremental update. Separate from `npm test`; run with Node 24:
//   node bench/search.mjs [count]
// The engine is TypeScript in apps/web; Vite's module runner (already installed for the site)
// loads it as the server would, with the app's `~` alias.
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measureSearch(Number(process.argv[2]) || 10_000);
  console.log(`\n== Search engine\n${searchSection(figures, [])}`);
}
