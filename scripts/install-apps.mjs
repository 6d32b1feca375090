// The CMS (React 18 admin) and the site (React 19) are separate npm projects with their own
// lock files, so their dependency trees never mix. `npm ci` at the root installs both.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const command = process.env.npm_command === 'install' ? 'install' : 'ci';
// Settings npm passes to lifecycle scripts would leak into the nested installs.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);

for (const app of ['apps/cms', 'apps/web']) {
  console.log(`\n> npm ${command} in ${app}`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], {
    cwd: path.join(root, app),
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`npm ${command} failed in ${app}`);
    process.exit(result.status ?? 1);
  }
}
