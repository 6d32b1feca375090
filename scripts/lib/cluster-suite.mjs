// The cluster's fault tests (issue #24, tests/cluster) on a seeded PostgreSQL database; for
// `npm test` (its last part) and `npm run test:cluster`.
import path from 'node:path';
import { root } from './paths.mjs';
import { runVitest } from './vitest-run.mjs';

export const clusterSuiteLabel = 'Integration tests: cluster under faults (nginx, PostgreSQL)';

/** `database`: the DATABASE_* variables and PUBLIC_DIR of the seeded CMS; `scratch`: a folder. */
export function runClusterSuite({ database, scratch }) {
  return runVitest(clusterSuiteLabel, {
    cwd: root,
    command: path.join(root, 'node_modules/.bin/vitest'),
    args: ['run', '--config', 'tests/vitest.cluster.config.mjs'],
    env: {
      ...process.env,
      // Without an admin from the caller's environment: the publish case registers its own editor.
      CMS_ADMIN_EMAIL: '',
      CMS_ADMIN_PASSWORD: '',
      CLUSTER_DATABASE: JSON.stringify(database),
      TEST_SCRATCH_DIR: scratch,
    },
  });
}
