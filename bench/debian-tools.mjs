// The bench's command-line tools from Debian's packages (wrk, nginx, taskset), installed with
// apt-get when missing and we run as root; otherwise the phase that needs them says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The path of `command`, or null. */
export function findCommand(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command} || ls /usr/sbin/${command}`], {
    encoding: 'utf8',
  });
  const binary = found.stdout.trim().split('\n')[0];
  return found.status === 0 && binary && existsSync(binary) ? binary : null;
}

const mayInstall = () =>
  process.getuid?.() === 0 &&
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

let updated = false;
/** apt-get install of `packages`; false when we may not or it failed. */
export function aptInstall(packages) {
  if (!mayInstall()) return false;
  console.log(`Installing the Debian packages ${packages.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another apt run (a parallel test run installing chromium) may hold the lock: wait for it.
  const waitForLock = ['-o', 'DPkg::Lock::Timeout=600'];
  if (!updated) {
    spawnSync('apt-get', [...waitForLock, 'update'], { stdio: 'inherit', env });
    updated = true;
  }
  const install = spawnSync(
    'apt-get',
    [...waitForLock, 'install', '-y', '--no-install-recommends', ...packages],
    { stdio: 'inherit', env },
  );
  return install.status === 0;
}

/** The binary of `command` from Debian package `pkg`, installed on demand; null when missing. */
export function ensureCommand(command, pkg = command) {
  const binary = findCommand(command);
  if (binary) return binary;
  aptInstall([pkg]);
  return findCommand(command);
}

/** nginx's module that serves .br files beside the originals (Debian: libnginx-mod-http-brotli-static). */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function ensureBrotliStatic() {
  if (!existsSync(brotliStaticModule)) aptInstall(['libnginx-mod-http-brotli-static']);
  return existsSync(brotliStaticModule) ? brotliStaticModule : null;
}
