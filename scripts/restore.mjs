// `npm run restore -- <archive> [--force] [--cluster]`: brings a backup of `npm run backup`
// back into this checkout's installation (that of `npm start`, or with --cluster that of
// `npm run start:cluster`). Checks the archive against its manifest first; refuses an
// installation that holds anything unless --force; the servers must be stopped.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { installPaths, restore, withDatabaseServer } from './lib/backup.mjs';
import { runOnPinnedNode } from './lib/runtime.mjs';

await runOnPinnedNode();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: 'boolean', default: false },
    cluster: { type: 'boolean', default: false },
  },
});

/** True when something answers `url` (a server of this installation still running). */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

try {
  if (positionals.length !== 1)
    throw new Error('name one archive: npm run restore -- backups/zm-backup-….tar.gz [--force]');
  const archive = path.resolve(positionals[0]);
  const env = process.env;
  const running = [
    `http://127.0.0.1:${env.CMS_PORT || 1337}/_health`,
    values.cluster
      ? `http://127.0.0.1:${env.CLUSTER_PORT || 8080}/healthz`
      : `http://127.0.0.1:${env.WEB_PORT || 3000}/healthz`,
  ];
  for (const url of running)
    if (await answers(url))
      throw new Error(
        `a server answers at ${new URL(url).host}: stop npm start (or the cluster) first`,
      );
  const paths = installPaths({ cluster: values.cluster });
  await withDatabaseServer(
    paths,
    () => restore(archive, paths, { force: values.force, log: (line) => console.log(`  ${line}`) }),
    { create: true },
  );
  console.log(`
Restored ${path.basename(archive)}. Start as usual (npm start${values.cluster ? ' / npm run start:cluster' : ''});
log into the admin with the accounts the backup holds.
`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
