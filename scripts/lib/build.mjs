// Builds the CMS and the site only when their sources changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './processes.mjs';
import { cmsDir, webDir } from './paths.mjs';

const targets = {
  cms: {
    dir: cmsDir,
    sources: ['src', 'config', 'types', 'package-lock.json', 'tsconfig.json'],
    output: 'dist',
    command: ['node_modules/.bin/strapi', ['build']],
  },
  web: {
    dir: webDir,
    sources: [
      'app',
      'server',
      'public',
      'package.json',
      '../../package-lock.json',
      'tsconfig.json',
      'vite.config.ts',
      'react-router.config.ts',
    ],
    output: 'build',
    command: ['npm', ['run', 'build']],
  },
};

function listFiles(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .filter((name) => name !== 'node_modules' && !name.startsWith('.'))
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)));
}

function sourceHash({ dir, sources }) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap((source) => listFiles(path.join(dir, source)))) {
    hash.update(path.relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Builds one app (`cms` or `web`) unless its build output matches its sources. `quiet`: the
 * build's output is shown only when it fails (it runs beside the gates in scripts/test.mjs).
 */
export async function buildIfNeeded(name, env = process.env, { quiet = false } = {}) {
  const target = targets[name];
  const stamp = path.join(target.dir, target.output, '.source-hash');
  const hash = sourceHash(target);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${name}: build is up to date`);
    return;
  }
  const started = Date.now();
  console.log(`${name}: building…`);
  const [command, args] = target.command;
  await run(name, command, args, {
    cwd: target.dir,
    env: { ...env, NODE_ENV: 'production' },
    quiet,
  });
  writeFileSync(stamp, hash);
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
