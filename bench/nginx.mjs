// nginx as the static-file baseline: our own config and prefix in a temp dir, never the system's.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, stop, waitForHttp } from '../scripts/lib/processes.mjs';

const template = fileURLToPath(new URL('./nginx.conf.template', import.meta.url));

function findNginx() {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  });
  const binary = found.stdout.trim().split('\n')[0];
  return found.status === 0 && binary && existsSync(binary) ? binary : null;
}

/** The nginx binary; installed with apt-get when missing and we run as root, else null. */
export function ensureNginx() {
  const binary = findNginx();
  if (binary) return binary;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return null;
  console.log('Installing the Debian package nginx…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env,
  });
  return findNginx();
}

/** Serves `html` at http://127.0.0.1:port/ until stop() is called. */
export async function startNginx({ binary, html, port }) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'zm-bench-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user that must read the page.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'html'), { mode: 0o755 });
  writeFileSync(path.join(prefix, 'html', 'page.html'), html, { mode: 0o644 });
  const config = readFileSync(template, 'utf8')
    .replaceAll('{{prefix}}', prefix)
    .replaceAll('{{port}}', String(port));
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  // -e: without it nginx first tries the system's error log before reading our config.
  const args = [
    '-p',
    prefix,
    '-c',
    configFile,
    '-e',
    path.join(prefix, 'error.log'),
    '-g',
    'daemon off;',
  ];
  const child = start('nginx', binary, args, { quiet: true });
  const url = `http://127.0.0.1:${port}/`;
  const cleanup = async () => {
    await stop(child);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForHttp(url, { child, timeoutMs: 15_000, name: 'nginx' });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { url, pid: child.pid, stop: cleanup };
}
