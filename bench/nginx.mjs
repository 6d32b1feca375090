// nginx as the static-file baseline: our own config and prefix in a temp dir, never the system's.
// The page is stored pre-compressed (gzip; brotli when Debian's brotli-static module is there).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { start, stop, waitForHttp } from '../scripts/lib/processes.mjs';
import { ensureBrotliStatic, ensureCommand } from './debian-tools.mjs';
import { descendants } from './load/proc.mjs';

const template = fileURLToPath(new URL('./nginx.conf.template', import.meta.url));

/** nginx and, if installable, its brotli_static module; binary null when nginx is missing. */
export function ensureNginx() {
  const binary = ensureCommand('nginx');
  return { binary, brotliModule: binary ? ensureBrotliStatic() : null };
}

function writePage(dir, html) {
  const file = path.join(dir, 'page.html');
  writeFileSync(file, html, { mode: 0o644 });
  // The strongest settings: made once, like a build step would.
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }), { mode: 0o644 });
  const brotli = brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
  writeFileSync(`${file}.br`, brotli, { mode: 0o644 });
}

/**
 * Serves `html` at http://127.0.0.1:port/ until stop() is called; `workerPid` is the one
 * worker's process (pinned with it when `core` is given, by the caller).
 */
export async function startNginx({ binary, brotliModule, html, port }) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'zm-bench-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user that must read the page.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'html'), { mode: 0o755 });
  writePage(path.join(prefix, 'html'), html);
  const config = readFileSync(template, 'utf8')
    .replaceAll('{{prefix}}', prefix)
    .replaceAll('{{port}}', String(port))
    .replace('{{modules}}', brotliModule ? `load_module ${brotliModule};` : '')
    .replace('{{static}}', brotliModule ? '  brotli_static on;' : '');
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
  return {
    url,
    masterPid: child.pid,
    workerPid: descendants(child.pid)[0] ?? null,
    encodings: brotliModule ? ['br', 'gzip'] : ['gzip'],
    stop: cleanup,
  };
}
