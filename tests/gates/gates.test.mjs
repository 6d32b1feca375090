// The quality gates, side by side and with their caches (kept in node_modules/.cache, so a fresh
// clone starts cold): typecheck of both apps, ESLint, Prettier and the layer rules of the site.
// A failing gate prints its tool's output and says how to fix it.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsDir, root, webDir } from '../../scripts/lib/paths.mjs';
import { withPinnedNode } from '../../scripts/lib/runtime.mjs';

const bin = (dir, name) => path.join(dir, 'node_modules', '.bin', name);
const cache = (name) => path.join(root, 'node_modules', '.cache', 'gates', name);

const gates = [
  {
    name: 'typecheck of the site',
    fix: 'fix the type errors above',
    cwd: webDir,
    steps: [
      [bin(root, 'react-router'), ['typegen']],
      [bin(root, 'tsc'), ['--incremental', '--tsBuildInfoFile', cache('web.tsbuildinfo')]],
    ],
  },
  {
    name: 'typecheck of the CMS',
    fix: 'fix the type errors above',
    cwd: cmsDir,
    // Its own build info file: `strapi build`, which may run at the same time, writes the default one.
    steps: [
      [bin(cmsDir, 'tsc'), ['--noEmit', '-p', '.', '--tsBuildInfoFile', cache('cms.tsbuildinfo')]],
    ],
  },
  {
    name: 'ESLint',
    fix: 'fix the findings above (`npx eslint .`; some fix themselves with `npx eslint . --fix`)',
    cwd: root,
    steps: [
      [
        bin(root, 'eslint'),
        ['--max-warnings', '0', '--cache', '--cache-location', cache('eslint/'), '.'],
      ],
    ],
  },
  {
    name: 'Prettier',
    fix: 'format with `npx prettier --write .` at the repository root',
    cwd: root,
    steps: [
      [
        bin(root, 'prettier'),
        ['--check', '--log-level', 'warn', '--cache', '--cache-location', cache('prettier'), '.'],
      ],
    ],
  },
  {
    name: 'dependency rules of the site (layers)',
    fix: 'an import points against the layers in docs/architecture.md: move the code or the import',
    cwd: webDir,
    steps: [
      [
        bin(root, 'depcruise'),
        ['--config', '.dependency-cruiser.cjs', '--cache', cache('depcruise'), 'app', 'server'],
      ],
    ],
  },
];

/** Runs a command to its end; its exit code and everything it printed. */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: withPinnedNode() });
    // Behind the run's services: in `npm run test:full` the CMS's build and seed start beside
    // the gates, and every later group waits for them, not for the gates.
    try {
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // Ended already: nothing to put behind.
    }
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('quality gates', () => {
  it.concurrent.each(gates)('$name', async ({ cwd, steps, fix }) => {
    for (const [command, args] of steps) {
      const { code, output } = await run(command, args, cwd);
      expect(code, `${output}\n${fix}`).toBe(0);
    }
  });
});
