// `npm test`: unit tests, then the CMS and the site started for real (SQLite, then PostgreSQL)
// for the integration and browser tests. Ends with one "N passed, N failed" line.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureSecrets } from './lib/secrets.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { startCms, startWeb } from './lib/services.mjs';
import { freePort, stop } from './lib/processes.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { root, webDir } from './lib/paths.mjs';
import { runVitest, totals } from './lib/vitest-run.mjs';
import { gates, runGates } from './lib/gates.mjs';
import { seedCounts } from '../tests/integration/seed-counts.mjs';
import { runOnPinnedNode } from './lib/runtime.mjs';

await runOnPinnedNode();

const vitestBin = path.join(root, 'node_modules/.bin/vitest');
const cleanups = [];

async function cleanup() {
  for (const action of cleanups.reverse()) {
    try {
      await action();
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error);
    }
  }
}

let scratchDir;

async function integrationSuite(label, cms, secrets, extraEnv = {}, filters = []) {
  await runVitest(label, {
    cwd: root,
    command: vitestBin,
    args: ['run', '--config', 'tests/vitest.config.mjs', ...filters],
    env: {
      ...process.env,
      ...extraEnv,
      CMS_URL: cms.url,
      CMS_API_TOKEN: secrets.WEB_API_TOKEN,
      TEST_SCRATCH_DIR: scratchDir,
    },
  });
}

// The CMS's retention job takes a test clock from admins only when this is set (decision 0023).
const testClock = { CMS_ALLOW_TEST_CLOCK: '1' };

async function main() {
  const started = Date.now();
  ensureSystemPackages();
  console.log('\n=== Quality gates ===');
  const failedGates = runGates();
  totals.passed += gates.length - failedGates.length;
  totals.failed += failedGates.length;
  totals.suites.push({
    label: 'Quality gates',
    passed: gates.length - failedGates.length,
    failed: failedGates.length,
  });
  await runVitest('Unit tests: scripts', {
    cwd: root,
    command: vitestBin,
    args: ['run', '--config', 'tests/vitest.unit.config.mjs'],
  });
  await runVitest('Unit tests: site', {
    cwd: webDir,
    command: 'npm',
    args: ['run', '--silent', 'test', '--'],
  });

  await buildIfNeeded('cms');
  await buildIfNeeded('web');

  const scratch = mkdtempSync(path.join(tmpdir(), 'zm-test-'));
  scratchDir = scratch;
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  const secrets = ensureSecrets(path.join(scratch, 'secrets.json'));
  const cmsPort = await freePort();
  let webPort = await freePort();
  while (webPort === cmsPort) webPort = await freePort();
  const webUrl = `http://127.0.0.1:${webPort}`;

  console.log('\nStarting the CMS on a fresh SQLite database (it seeds the demo content)…');
  const sqlite = {
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(scratch, 'sqlite', 'data.db'),
    PUBLIC_DIR: path.join(scratch, 'sqlite', 'public'),
  };
  const snapshot = { COUNTS_SNAPSHOT: path.join(scratch, 'counts.json') };
  const firstStart = await startCms({
    secrets,
    port: cmsPort,
    host: '127.0.0.1',
    webUrl,
    database: sqlite,
    extraEnv: testClock,
    quiet: true,
  });
  cleanups.push(() => stop(firstStart.child));
  await integrationSuite('Integration tests: CMS on SQLite', firstStart, secrets);
  writeFileSync(snapshot.COUNTS_SNAPSHOT, JSON.stringify(await seedCounts(firstStart.url)));
  await stop(firstStart.child);

  console.log('\nStarting the CMS again on the same database…');
  const cms = await startCms({
    secrets,
    port: cmsPort,
    host: '127.0.0.1',
    webUrl,
    database: sqlite,
    extraEnv: testClock,
    quiet: true,
  });
  cleanups.push(() => stop(cms.child));
  await integrationSuite('Integration tests: second start', cms, secrets, snapshot, [
    'idempotent-seed',
  ]);

  // The clock override lets browser tests visit the today page on a seeded closed day.
  const web = await startWeb({
    secrets,
    port: webPort,
    host: '127.0.0.1',
    cmsUrl: cms.url,
    extraEnv: { ZM_ALLOW_CLOCK_OVERRIDE: '1' },
    quiet: true,
  });
  cleanups.push(() => stop(web.child));
  await integrationSuite(
    'Integration tests: runtime of site and CMS',
    cms,
    secrets,
    {
      SERVER_RUNTIMES: JSON.stringify({ site: web.runtime(), cms: cms.runtime() }),
    },
    ['runtime'],
  );
  await runVitest('Integration tests: booking requests (site, SMTP, CMS)', {
    cwd: webDir,
    command: 'npm',
    args: ['run', '--silent', 'test:integration', '--'],
    // SITE_URL: the site this CMS's webhook calls (the search follows content changes).
    env: {
      ...process.env,
      CMS_URL: cms.url,
      CMS_API_TOKEN: secrets.WEB_API_TOKEN,
      SITE_URL: web.url,
      PREVIEW_SECRET: secrets.PREVIEW_SECRET,
      TEST_SCRATCH_DIR: scratch,
    },
  });
  const browserPassed = await runVitest('Browser tests (Chromium)', {
    cwd: webDir,
    command: 'npm',
    args: ['run', '--silent', 'test:e2e', '--'],
    env: {
      ...process.env,
      BASE_URL: web.url,
      CMS_URL: cms.url,
      CMS_API_TOKEN: secrets.WEB_API_TOKEN,
      PREVIEW_SECRET: secrets.PREVIEW_SECRET,
      TEST_SCRATCH_DIR: scratch,
    },
  });
  if (!browserPassed) console.log(`\nThe site's last output:\n${web.child.recentOutput()}`);
  await stop(web.child);
  await stop(cms.child);

  console.log('\nStarting PostgreSQL and the CMS on it…');
  const postgres = startPostgres({ port: await freePort() });
  cleanups.push(() => postgres.stop());
  const pgCms = await startCms({
    secrets,
    port: cmsPort,
    host: '127.0.0.1',
    webUrl,
    database: { ...postgres.env, PUBLIC_DIR: path.join(scratch, 'postgres', 'public') },
    extraEnv: testClock,
    quiet: true,
  });
  cleanups.push(() => stop(pgCms.child));
  await integrationSuite('Integration tests: CMS on PostgreSQL', pgCms, secrets);

  console.log(`\nTest run took ${((Date.now() - started) / 60000).toFixed(1)} min`);
}

// Interrupted (Ctrl+C, a CI time-out): stop the servers before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cleanup();
    process.exit(1);
  });
}

let crashed = false;
try {
  await main();
} catch (error) {
  crashed = true;
  console.error('\nThe test run stopped:', error instanceof Error ? error.message : error);
} finally {
  await cleanup();
}
for (const suite of totals.suites)
  console.log(`  ${suite.label}: ${suite.passed} passed, ${suite.failed} failed`);
const failed = totals.failed + (crashed ? 1 : 0);
console.log(`${totals.passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
