import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Every test of the repository, as vitest projects (decision 0042). `npm test` runs the inner
// loop (gates, unit, http: no CMS, no browser); `npm run test:full` runs them all. The groups run
// one after the other, lowest first; the projects of one group share its workers.
// tests/setup/stack.mjs starts what the selected projects need (builds, CMS, PostgreSQL, site) in
// the background while the first group runs; tests/setup/stack-env.mjs waits for it in a worker.

const cores = availableParallelism();
const web = fileURLToPath(new URL('./apps/web/', import.meta.url));
const siteAlias = { '~': `${web}app` };
const stackEnv = fileURLToPath(new URL('./tests/setup/stack-env.mjs', import.meta.url));
const httpAlone = ['tests/http/dev-server.test.ts', 'tests/http/cms-frozen.test.ts'];
/** A site's integration file that times a deadline of the product: one file at a time. */
const siteSerial = ['tests/integration/drafts-preview.test.ts'];
/** Integration tests that start (or load) a CMS or a PostgreSQL server of their own. */
const ownServers = [
  'tests/integration/first-admin-start.test.mjs',
  'tests/integration/backup-postgres.test.mjs',
  'tests/integration/collection-import-command.test.mjs',
];
const artefacts = fileURLToPath(
  new URL('./apps/web/tests/e2e/support/failure-artefacts.ts', import.meta.url),
);

/** Files that run one after the other in one process: what one stubs is undone after it. */
const shared = { isolate: false, unstubEnvs: true, unstubGlobals: true };

/** A project of `group` (its order), `workers` files at a time, with the stack's addresses. */
function project(name, group, workers, test, { root, stack = false } = {}) {
  return {
    ...(root ? { root, resolve: { alias: siteAlias } } : {}),
    test: {
      name,
      environment: 'node',
      maxWorkers: workers,
      sequence: { groupOrder: group },
      // A poll waits for an event (a cookie set after a click, a request made): 1 s, vitest's
      // default, is a fixed time a busy machine misses. A deadline the product promises (live
      // within 5 s after a publish) names its own timeout and keeps it.
      ...(stack ? { expect: { poll: { timeout: 10_000 } } } : {}),
      ...test,
      setupFiles: [...(stack ? [stackEnv] : []), ...(test.setupFiles ?? [])],
    },
  };
}

export default defineConfig({
  test: {
    globalSetup: ['./tests/setup/stack.mjs'],
    reporters: ['default', './tests/setup/summary-reporter.mjs'],
    projects: [
      // The inner loop: `npm test`.
      project('gates', 0, cores, { include: ['tests/gates/*.test.mjs'], testTimeout: 600_000 }),
      // Unit files share their workers (isolate: false): a fresh process per file cost more CPU
      // (0.3 s each, 43 s for the site's) than the tests, while the services start beside them.
      project('unit:scripts', 0, cores, {
        ...shared,
        include: [
          'tests/unit/**/*.test.{ts,mjs}',
          'apps/cms/src/**/*.test.ts',
          'apps/cms/database/**/*.test.ts',
          'bench/tests/**/*.test.mjs',
        ],
      }),
      project(
        'unit:site',
        0,
        cores,
        { ...shared, include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'] },
        { root: web },
      ),
      project(
        'http',
        0,
        cores,
        {
          include: ['tests/http/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...httpAlone],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
        { root: web, stack: true },
      ),
      // After group 0: Vite's development server rewrites .react-router/types, which the site's
      // typecheck gate reads. Group 1 waits mostly for its servers (half its CPU time was idle
      // with one file at a time), so it runs a file per core: a site a file starts waits for
      // its CMS (untilReady) before its first request; files that create the same CMS account
      // take turns (sharedSession in apps/web/tests/integration/support/editor.ts).
      project(
        'http:alone',
        1,
        cores,
        { include: httpAlone, testTimeout: 60_000, hookTimeout: 90_000 },
        { root: web, stack: true },
      ),
      // The rest of `npm run test:full`: real CMS on SQLite and PostgreSQL, Chromium, the cluster.
      project(
        'cms:sqlite',
        1,
        cores,
        {
          include: ['tests/integration/**/*.test.{ts,mjs}'],
          exclude: [...configDefaults.exclude, ...ownServers],
          testTimeout: 60_000,
        },
        { stack: true },
      ),
      // The start scripts' CMS and the backups, each on a server of its own.
      project(
        'scripts:integration',
        1,
        cores,
        { include: ownServers, testTimeout: 120_000, hookTimeout: 180_000 },
        { stack: true },
      ),
      project(
        'cms:postgres',
        1,
        cores,
        {
          include: ['tests/integration/**/*.test.{ts,mjs}'],
          // Once is enough: the second start and the servers' Node are checked on SQLite.
          exclude: [
            ...configDefaults.exclude,
            'tests/integration/idempotent-seed.test.ts',
            'tests/integration/runtime.test.ts',
            ...ownServers,
          ],
          testTimeout: 60_000,
        },
        { stack: true },
      ),
      // The site's integration files run beside the CMS's: they use CMS A and its site, which
      // nothing else in the group writes to. The planned publish is timed (SPEC: live within
      // 5 s); it runs alone with the serial files (site:serial).
      project(
        'site:integration',
        1,
        cores,
        {
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...siteSerial],
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
        { root: web, stack: true },
      ),
      project(
        'browser',
        2,
        cores,
        {
          // A worker keeps Playwright and the support modules loaded from file to file: eight
          // small files took 27 s instead of 41 s. Its files share its browser and the
          // contexts their tests close (decision 0046).
          ...shared,
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/e2e/serial/**'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: [artefacts],
        },
        { root: web, stack: true },
      ),
      // One file at a time, after the browser files: they publish content that the browser files
      // read, or time what a page or a publish does. The projects of one group share its workers.
      // (The admin's files that touch only drafts, booking requests and their own account, under
      // names of their own, run with the browser files: e2e/admin/.)
      project(
        'browser:serial',
        3,
        1,
        {
          include: ['tests/e2e/serial/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: [artefacts],
        },
        { root: web, stack: true },
      ),
      project(
        'site:serial',
        3,
        1,
        { include: siteSerial, testTimeout: 90_000, hookTimeout: 90_000 },
        { root: web, stack: true },
      ),
      // nginx, two site processes and a CMS on a copy of P's seeded database, each file on a
      // cluster of its own, alone after the serial files. The publish is timed (live through
      // nginx within 5 s): beside the integration files of group 1 it took 5.2 s and failed. The
      // faults time nothing, but in group 1 they held one of its two workers for 167 s while
      // the integration files queued on the other (group 1: 79 s before, 205 s with them).
      project(
        'cluster:faults',
        3,
        1,
        {
          include: ['tests/cluster/cluster-faults.test.mjs'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
        { stack: true },
      ),
      project(
        'cluster:publish',
        3,
        1,
        {
          include: ['tests/cluster/cluster-publish.test.mjs'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
        { stack: true },
      ),
    ],
  },
});
