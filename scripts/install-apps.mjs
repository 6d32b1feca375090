// `npm ci` at the root installs the root and the site (an npm workspace) and then, here, the CMS:
// Strapi's admin needs React 18 while the site uses React 19, so the CMS is an npm project of
// its own with its own lock file (decision 0001). Its native modules (better-sqlite3) are built
// for the pinned Node's ABI with that Node's headers, and checked before the install counts as done.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cmsDir, root } from './lib/paths.mjs';
import {
  pinnedNodeHeadersDir,
  pinnedNodePath,
  pinnedNodeVersion,
  withPinnedNode,
} from './lib/runtime.mjs';

const command = process.env.npm_command === 'install' ? 'install' : 'ci';

function fail(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

// The node package keeps its platform binary and headers in a nested folder that a later
// `npm install <something>` at the root prunes (the binary itself stays linked); the next plain
// `npm install` or `npm ci` at the root runs this script, which puts it back.
if (!pinnedNodeHeadersDir()) {
  console.log(`\n> restoring the headers of Node.js ${pinnedNodeVersion} (node_modules/node)`);
  spawnSync('node', ['installArchSpecificPackage'], {
    cwd: path.join(root, 'node_modules', 'node'),
    env: withPinnedNode(),
    stdio: 'inherit',
  });
}
const headers = pinnedNodeHeadersDir();
if (!headers) {
  fail(
    `The headers of Node.js ${pinnedNodeVersion} are missing under node_modules/node: run \`npm ci\` at the root.`,
  );
}

// Settings npm passes to lifecycle scripts would leak into the nested install; the machine's
// own `nodedir` (its system Node's headers) must not be used for the pinned Node.
const env = withPinnedNode(
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  ),
);
env.npm_config_nodedir = headers;

console.log(`\n> npm ${command} in apps/cms (native modules for Node.js ${pinnedNodeVersion})`);
const install = spawnSync('npm', [command, '--no-audit', '--no-fund'], {
  cwd: cmsDir,
  env,
  stdio: 'inherit',
});
if (install.status !== 0) fail(`npm ${command} failed in apps/cms`);

// A native module built for another Node would otherwise only fail when the CMS starts.
const check = spawnSync(
  pinnedNodePath,
  [path.join(root, 'apps/cms/scripts/check-native-modules.cjs')],
  {
    cwd: cmsDir,
    env,
    stdio: 'inherit',
  },
);
if (check.status !== 0) fail('The CMS native modules do not load on the pinned Node (see above).');
