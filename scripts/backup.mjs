// `npm run backup [-- --cluster] [--dir <folder>]`: the database, the CMS's uploads, the site's
// media cache and its submissions queue with dead letters in one dated archive
// (backups/zm-backup-<UTC time>.tar.gz, or BACKUP_DIR); safe while the servers run.
// docs/operations.md says when to run it; scripts/lib/backup.mjs how it works.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, installPaths, withDatabaseServer } from './lib/backup.mjs';
import { backupsDir, root } from './lib/paths.mjs';
import { runOnPinnedNode } from './lib/runtime.mjs';

await runOnPinnedNode();

const { values } = parseArgs({
  options: { cluster: { type: 'boolean', default: false }, dir: { type: 'string' } },
});

try {
  const paths = installPaths({ cluster: values.cluster });
  const dir = path.resolve(values.dir ?? (process.env.BACKUP_DIR || backupsDir));
  const { archive, manifest } = await withDatabaseServer(paths, () =>
    backup(paths, { dir, log: (line) => console.log(`  ${line}`) }),
  );
  const megabytes = (manifest.totals.bytes / 1e6).toFixed(1);
  const shown = path.relative(root, archive).startsWith('..')
    ? archive
    : path.relative(root, archive);
  console.log(`
Backup written: ${shown}
  ${manifest.totals.files} files, ${megabytes} MB before compression; it holds personal data
  (booking requests, barrier reports): keep it as safe as the server.
  Restore into an empty installation: npm run restore -- ${shown}${values.cluster ? ' --cluster' : ''}
`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
