// The project brings its own Node.js (the `node` package, pinned in the root package.json):
// site, CMS, tests and bench all run on it, whatever Node the machine has for npm.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The exact Node.js version the project runs on, e.g. "24.21.0". */
export const pinnedNodeVersion = rootPackage.dependencies.node;

export const runtimeBinDir = path.join(root, 'node_modules', '.bin');
export const pinnedNodePath = path.join(runtimeBinDir, 'node');

/** Where the pinned Node's headers are, for native modules built by node-gyp. */
export function pinnedNodeHeadersDir() {
  const platformPackage = `node-${process.platform}-${process.arch}`;
  const dir = path.join(root, 'node_modules', 'node', 'node_modules', platformPackage);
  return existsSync(path.join(dir, 'include', 'node', 'node.h')) ? dir : null;
}

/** An environment whose `node` is the pinned one (its bin folder first on PATH). */
export function withPinnedNode(env = process.env) {
  const rest = (env.PATH ?? '').split(path.delimiter).filter((dir) => dir && dir !== runtimeBinDir);
  return { ...env, PATH: [runtimeBinDir, ...rest].join(path.delimiter) };
}

/** Stops with a clear message unless this process runs on the pinned Node. */
export function assertPinnedNode(what = 'This script') {
  if (process.versions.node === pinnedNodeVersion) return;
  const hint = existsSync(pinnedNodePath)
    ? `run it through npm (npm start, npm test, npm run bench), which puts ${pinnedNodePath} first`
    : 'install first with `npm ci` at the repository root (it brings the pinned Node)';
  throw new Error(
    `${what} needs Node.js ${pinnedNodeVersion} but runs on ${process.version}: ${hint}.`,
  );
}

/**
 * Runs this script again on the pinned Node when it was started with another one (for example
 * `node scripts/test.mjs` with the machine's Node); returns only when already on the pinned Node.
 */
export async function runOnPinnedNode() {
  if (process.versions.node === pinnedNodeVersion) return;
  assertInstalled();
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync(pinnedNodePath, process.argv.slice(1), {
    stdio: 'inherit',
    env: withPinnedNode(),
  });
  process.exit(result.status ?? 1);
}

function assertInstalled() {
  if (!existsSync(pinnedNodePath)) assertPinnedNode();
}
