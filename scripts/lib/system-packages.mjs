// The tests need Debian's chromium (its headless shell), postgresql and nginx (start:cluster the last two); install
// them when we may, else say what is missing.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath, headlessShellPath } from './chromium.mjs';

export { chromiumPath };
/** nginx in front of several site processes (`npm run start:cluster`, issue #24). */
export const nginxPath = '/usr/sbin/nginx';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => `${base}/${version}/bin`)
    .find((dir) => existsSync(`${dir}/initdb`));
}

const installed = {
  chromium: () => existsSync(chromiumPath),
  'chromium-headless-shell': () => existsSync(headlessShellPath),
  postgresql: () => postgresBinDir() !== undefined,
  nginx: () => existsSync(nginxPath),
};

function missingPackages(need) {
  return need.filter((name) => !installed[name]());
}

/**
 * Installs the Debian packages of `need` that are missing when run as root with apt-get;
 * otherwise names them and exits. `who` says what needs them.
 */
export function ensureSystemPackages(
  need = ['chromium', 'postgresql', 'nginx'],
  who = 'The tests',
) {
  let missing = missingPackages(need);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`Installing Debian packages: ${missing.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // Another apt run (a second test run, unattended upgrades) holds the lock: wait for it.
    const waitForLock = ['-o', 'DPkg::Lock::Timeout=600'];
    spawnSync('apt-get', [...waitForLock, 'update'], { stdio: 'inherit', env });
    spawnSync('apt-get', [...waitForLock, 'install', '-y', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
    missing = missingPackages(need);
  }
  if (missing.length > 0) {
    console.error(
      `${who} need these Debian packages: ${missing.join(' ')}.\n` +
        `Install them as root with: apt-get update && apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
}
