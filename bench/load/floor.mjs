// The framework-floor row's server (bench/floor): built once with the site's own installed
// react-router, @react-router/dev, vite and react (resolved from the same node_modules), rebuilt
// when its sources or those versions change, started like the site (same V8 flags) on a core.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, webDir } from '../../scripts/lib/paths.mjs';
import { run, start, stop, waitForHttp } from '../../scripts/lib/processes.mjs';

const floorDir = path.join(root, 'bench', 'floor');
const stampFile = path.join(floorDir, 'build', '.stamp');
export const floorPackages = [
  'react-router',
  '@react-router/dev',
  '@react-router/express',
  'express',
  'compression',
  'react',
  'react-dom',
  'vite',
];

/** The installed version of each package the floor shares with the site. */
export function floorVersions() {
  return Object.fromEntries(
    floorPackages.map((name) => [
      name,
      JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'))
        .version,
    ]),
  );
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['build', 'node_modules', '.react-router'].includes(entry.name)) return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : [file];
  });
}

function stamp() {
  const hash = createHash('sha256').update(JSON.stringify(floorVersions()));
  for (const file of sourceFiles(floorDir).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

export async function buildFloorIfNeeded() {
  const wanted = stamp();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('  building the framework floor (bench/floor)…');
  await run('floor build', path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: floorDir,
    env: { ...process.env, NODE_ENV: 'production' },
    quiet: true,
  });
  writeFileSync(stampFile, wanted);
}

function siteStartWords() {
  return JSON.parse(readFileSync(path.join(webDir, 'package.json'), 'utf8')).scripts.start.split(
    /\s+/,
  );
}

/** The site's V8 flags, read from its start script, so both servers run alike. */
export function siteNodeFlags() {
  return siteStartWords().filter((word) => word.startsWith('--'));
}

/** The site's allocator settings (MALLOC_*=…) from its start script, for the same reason. */
export function siteMallocEnv() {
  return Object.fromEntries(
    siteStartWords()
      .filter((word) => /^MALLOC_\w+=/.test(word))
      .map((word) => word.split('=')),
  );
}

/** Starts the floor's server, pinned to `core` (null: not pinned); { url, pid, stop }. */
export async function startFloor({ port, core }) {
  const node = ['node', ...siteNodeFlags(), path.join(floorDir, 'server.mjs')];
  const [command, ...args] = core === null ? node : ['taskset', '-c', String(core), ...node];
  const child = start('floor', command, args, {
    cwd: floorDir,
    env: {
      ...process.env,
      ...siteMallocEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    quiet: true,
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url, { child, timeoutMs: 60_000, name: 'the floor server' });
  } catch (error) {
    await stop(child);
    throw error;
  }
  // taskset execs node, so the child's pid is the server's.
  return { url, pid: child.pid, stop: () => stop(child) };
}
