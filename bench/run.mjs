// The bench itself, started by scripts/bench.mjs once its tools are installed: the production
// build with seeded demo content, measured. Prints one report and writes the same figures to
// bench/results/latest.json (plus a timestamped copy).
// A figure over budget never fails the run; only not being able to run at all does.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib/paths.mjs';
import { cleanupOnExit, stop } from '../scripts/lib/processes.mjs';
import { gitCommit, startScratchSite } from '../scripts/lib/scratch-site.mjs';
import { chromiumPath } from '../scripts/lib/system-packages.mjs';
import { clusterPhase } from './cluster.mjs';
import { measureCollectionSearch, measureTiles } from './collection.mjs';
import { measurePageWeights } from './page-weight.mjs';
import { benchPages } from './pages.mjs';
import { descendants, findProcess } from './load/proc.mjs';
import { throughputPhase } from './load/throughput-phase.mjs';
import { floorPagePhase, lighthousePhase, warmUp } from './phases.mjs';
import { renderReport } from './report.mjs';
import { measureScale } from './scale.mjs';
import { measureSearchLikeTheServer } from './search.mjs';

// Own ports: never the test run's (1437/3437) nor `npm start`'s (1337/3000).
const ports = {
  cms: 1537,
  web: 3537,
  scaleWeb: 3538,
  fakeCms: 3539,
  floor: 3540,
  bareNode: 3545,
  nginx: 8537,
  cluster: {
    db: 55537,
    cms: 1538,
    nginx: 8538,
    staticNginx: 8539,
    sites: [3541, 3542, 3543, 3544],
  },
};
const resultsDir = path.join(root, 'bench', 'results');
const { cleanups, cleanup } = cleanupOnExit(130);

// BENCH_PHASES=pageWeight,throughput runs only those phases (a quicker check of one budget);
// the others are reported as not measured. Unset: all of them but the cluster's, which
// `npm run bench -- --cluster` adds (it seeds a CMS on PostgreSQL: a few minutes more).
const phaseNames = [
  'pageWeight',
  'lighthouse',
  'throughput',
  'collection',
  'scale',
  'search',
  'cluster',
];
const withCluster = process.argv.includes('--cluster');
const requestedPhases = process.env.BENCH_PHASES?.split(',').map((name) => name.trim());
const selectedPhases =
  requestedPhases ?? phaseNames.filter((name) => withCluster || name !== 'cluster');
const unknownPhases = (requestedPhases ?? []).filter((name) => !phaseNames.includes(name));
if (unknownPhases.length > 0) {
  console.error(
    `BENCH_PHASES names no phase "${unknownPhases.join('", "')}"; phases: ${phaseNames.join(', ')}`,
  );
  process.exit(1);
}
const skipped = (name) => !selectedPhases.includes(name);

/** Runs one phase; a phase that throws is reported as not measured. */
async function phase(title, action, name) {
  if (name && skipped(name))
    return {
      error:
        requestedPhases === undefined
          ? 'not run (npm run bench -- --cluster)'
          : `not run (BENCH_PHASES=${requestedPhases.join(',')})`,
    };
  console.log(`\n${title}…`);
  const started = Date.now();
  try {
    return await action();
  } catch (error) {
    console.error(`${title} failed:`, error instanceof Error ? error.message : error);
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    console.log(`${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

async function main() {
  const startedAt = new Date();
  // Indexable like production (robots, meta), so Lighthouse's SEO audits see what search engines do.
  const { secrets, cms, web } = await startScratchSite({
    name: 'bench',
    ports,
    cleanups,
    webEnv: { PRODUCTION_HOSTS: '127.0.0.1' },
  });

  const results = {
    startedAt: startedAt.toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    ports,
  };
  const pages = await benchPages({ cmsUrl: cms.url, token: secrets.WEB_API_TOKEN });
  results.pages = pages;
  await warmUp(web.url, pages);

  const hasChromium = existsSync(chromiumPath);
  const noChromium = { error: `${chromiumPath} is missing (Debian package chromium)` };
  results.pageWeight = hasChromium
    ? await phase('Page weight', () => measurePageWeights(web.url, pages), 'pageWeight')
    : noChromium;
  results.lighthouse = hasChromium
    ? await phase('Lighthouse', () => lighthousePhase(web.url, pages), 'lighthouse')
    : noChromium;
  results.floorPage =
    hasChromium && !(skipped('pageWeight') && skipped('lighthouse'))
      ? await phase('Framework floor page', () =>
          floorPagePhase(ports.floor, {
            pageWeight: !skipped('pageWeight'),
            lighthouse: !skipped('lighthouse'),
            cleanups,
          }),
        )
      : { error: 'not run' };
  await warmUp(web.url, pages);
  results.throughput = await phase(
    'Throughput',
    () =>
      throughputPhase({
        webUrl: web.url,
        // npm → sh → node: all are pinned, the Node server is measured.
        sitePids: [web.child.pid, ...descendants(web.child.pid)],
        sitePid: findProcess(web.child.pid, 'server/index.js'),
        secret: secrets.REVALIDATE_SECRET,
        nginxPort: ports.nginx,
        floorPort: ports.floor,
        bareNodePort: ports.bareNode,
        cleanups,
      }),
    'throughput',
  );

  results.collection = await phase(
    'Collection',
    async () => ({
      search: await measureCollectionSearch(web.url, {
        searchPaths: ['/sammlung', '/en/collection'],
      }).catch((error) => ({ error: error instanceof Error ? error.message : String(error) })),
      tiles: await measureTiles().catch((error) => ({
        error: error instanceof Error ? error.message : String(error),
      })),
    }),
    'collection',
  );

  // The demo site is not needed for the scale figures: free the CPU for them.
  await stop(web.child);
  await stop(cms.child);
  results.scale = await phase(
    'Scale',
    () => measureScale({ secrets, webPort: ports.scaleWeb, cmsPort: ports.fakeCms, cleanups }),
    'scale',
  );

  results.cluster = await phase(
    'Cluster',
    () => clusterPhase({ secrets, ports: ports.cluster, cleanups }),
    'cluster',
  );

  results.search = await phase('Search engine', () => measureSearchLikeTheServer(), 'search');

  results.finishedAt = new Date().toISOString();
  const { text, checks } = renderReport(results);
  results.checks = checks;
  console.log(`\n${text}`);
  mkdirSync(resultsDir, { recursive: true });
  const json = JSON.stringify(results, null, 2) + '\n';
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  // A run of some phases only keeps the last full run in latest.json.
  if (!requestedPhases) writeFileSync(path.join(resultsDir, 'latest.json'), json);
  writeFileSync(path.join(resultsDir, `${stamp}.json`), json);
  console.log(
    `\nFigures written to ${requestedPhases ? '' : 'bench/results/latest.json and '}bench/results/${stamp}.json`,
  );
  console.log(`Bench run took ${((Date.now() - startedAt.getTime()) / 60000).toFixed(1)} min`);
}

let code = 0;
try {
  await main();
} catch (error) {
  code = 1;
  console.error('\nThe bench could not run:', error instanceof Error ? error.message : error);
} finally {
  await cleanup();
}
process.exit(code);
