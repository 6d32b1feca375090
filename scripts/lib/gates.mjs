// Quality gates that `npm test` runs before any test: typecheck of both apps, ESLint, Prettier and
// the dependency rules of the site's layers. Each failing gate names itself and how to fix it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { cmsDir, root, webDir } from './paths.mjs';
import { withPinnedNode } from './runtime.mjs';

const bin = (dir, name) => path.join(dir, 'node_modules', '.bin', name);

export const gates = [
  {
    name: 'Typecheck of the site',
    fix: 'fix the type errors above',
    command: ['npm', ['run', '--silent', 'typecheck']],
    cwd: webDir,
  },
  {
    name: 'Typecheck of the CMS',
    fix: 'fix the type errors above',
    // Not incremental: `strapi build`, which may run at the same time, writes the build info file.
    command: [bin(cmsDir, 'tsc'), ['--noEmit', '-p', '.', '--incremental', 'false']],
    cwd: cmsDir,
  },
  {
    name: 'ESLint',
    fix: 'fix the findings above (`npx eslint .`; some fix themselves with `npx eslint . --fix`)',
    command: [bin(root, 'eslint'), ['--max-warnings', '0', '.']],
    cwd: root,
  },
  {
    name: 'Prettier',
    fix: 'format with `npx prettier --write .` at the repository root',
    command: [bin(root, 'prettier'), ['--check', '--log-level', 'warn', '.']],
    cwd: root,
  },
  {
    name: 'Dependency rules of the site (layers)',
    fix: 'an import points against the layers in docs/architecture.md: move the code or the import',
    command: [bin(root, 'depcruise'), ['--config', '.dependency-cruiser.cjs', 'app', 'server']],
    cwd: webDir,
  },
];

/**
 * Runs every gate (all of them, so one run shows every problem); returns the failed names.
 * Asynchronous, so that the builds running beside the gates keep going (scripts/test.mjs).
 */
export async function runGates({ only } = {}) {
  const failed = [];
  for (const gate of gates.filter((candidate) => !only || only.includes(candidate.name))) {
    const started = Date.now();
    const [command, args] = gate.command;
    const status = await new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd: gate.cwd,
        env: withPinnedNode(),
        stdio: 'inherit',
      });
      child.on('error', () => resolve(1));
      child.on('close', (code) => resolve(code));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (status === 0) {
      console.log(`✓ ${gate.name} (${seconds} s)`);
    } else {
      console.log(`✗ ${gate.name} failed: ${gate.fix}`);
      failed.push(gate.name);
    }
  }
  return failed;
}
