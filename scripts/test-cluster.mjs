// `npm run test:cluster`: the cluster's fault tests (issue #24, tests/cluster) on their own, as
// `npm test` runs them last: a throw-away PostgreSQL server, a CMS that seeds it, then nginx, two
// site processes and 50 connections of load for a few minutes (decision 0038).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './lib/build.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { cleanupOnExit, freePort, stop } from './lib/processes.mjs';
import { runOnPinnedNode } from './lib/runtime.mjs';
import { ensureSecrets } from './lib/secrets.mjs';
import { startCms } from './lib/services.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { totals } from './lib/vitest-run.mjs';
import { runClusterSuite } from './lib/cluster-suite.mjs';

await runOnPinnedNode();

const { cleanups, cleanup } = cleanupOnExit(1);
let failed = 1;
try {
  ensureSystemPackages(['postgresql', 'nginx'], 'The cluster tests');
  await buildIfNeeded('cms');
  await buildIfNeeded('web');
  const scratch = mkdtempSync(path.join(tmpdir(), 'zm-cluster-test-'));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  const secrets = ensureSecrets(path.join(scratch, 'secrets.json'));
  const postgres = startPostgres({ port: await freePort() });
  cleanups.push(() => postgres.stop());
  const database = { ...postgres.env, PUBLIC_DIR: path.join(scratch, 'public') };
  console.log('Seeding a CMS on a throw-away PostgreSQL database…');
  const cms = await startCms({
    secrets,
    port: await freePort(),
    webUrl: `http://127.0.0.1:${await freePort()}`,
    database,
    quiet: true,
  });
  await stop(cms.child);
  await runClusterSuite({ database, scratch });
  failed = totals.failed;
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
} catch (error) {
  console.error('The cluster tests stopped:', error instanceof Error ? error.message : error);
} finally {
  await cleanup();
}
process.exit(failed === 0 ? 0 : 1);
