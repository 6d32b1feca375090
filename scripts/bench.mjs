// `npm run bench`: its tools (Lighthouse, chrome-launcher) are not part of the
// project's install; they live in bench/ with their own lock file and are installed here on
// first use (and again when that lock file changes); wrk and nginx come from Debian's packages
// (bench/debian-tools.mjs). Then bench/run.mjs measures.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { root } from './lib/paths.mjs';
import { runOnPinnedNode, withPinnedNode } from './lib/runtime.mjs';

await runOnPinnedNode();

const benchDir = path.join(root, 'bench');
const lockFile = path.join(benchDir, 'package-lock.json');
const stamp = path.join(benchDir, 'node_modules', '.lock-hash');
const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  console.log('Installing the bench tools into bench/node_modules…');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: benchDir,
    env: withPinnedNode(env),
    stdio: 'inherit',
  });
  if (install.status !== 0) {
    console.error('Installing the bench tools failed (npm ci in bench/).');
    process.exit(1);
  }
  writeFileSync(stamp, lockHash);
}

await import('../bench/run.mjs');
