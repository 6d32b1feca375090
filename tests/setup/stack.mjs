// Global setup of every vitest project (vitest.config.mjs): starts, in the background, what the
// selected projects need (stack-services.mjs) and tells each project where to find it; the
// projects' workers wait for it in stack-env.mjs. With a stack already started by `npm run stack`
// (its test-results/stack/stack.json), or the addresses given in the environment (SITE_URL and
// CMS_URL), nothing is started.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/paths.mjs';
import { cleanupOnExit } from '../../scripts/lib/processes.mjs';
import { needs, startServices } from './stack-services.mjs';

export const stackFile = path.join(root, 'test-results', 'stack', 'stack.json');

/** The stack of `npm run stack`, while its process lives. */
function runningStack() {
  if (!existsSync(stackFile)) return null;
  const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
  try {
    process.kill(stack.pid, 0);
    return stack;
  } catch {
    return null;
  }
}

export default async function setup(project) {
  const names = project.vitest.projects.map((selected) => selected.name);
  const wanted = [...new Set(names.flatMap((name) => needs[name] ?? []))];
  if (wanted.length === 0) return undefined;
  // The workers' temporary files go into a folder of the run's own, removed at its end:
  // Playwright leaves its trace folders behind when a worker ends without closing its browser.
  // Other users may pass through it to their own folders in it (PostgreSQL's, nginx's), not
  // list it; what is private in it sits in a private folder of its own (mkdtemp).
  const scratch = mkdtempSync(path.join(tmpdir(), 'zm-run-'));
  chmodSync(scratch, 0o711);
  process.env.TMPDIR = scratch;
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
  const external = process.env.SITE_URL && process.env.CMS_URL;
  const running = external ? null : runningStack();
  const missing = running ? wanted.filter((name) => !running.services.includes(name)) : [];
  if (missing.length)
    throw new Error(
      `The stack of \`npm run stack\` has no ${missing.join(', ')}: start it with the projects you run`,
    );
  let dir = running?.dir;
  let stopAll = async () => {};
  if (!external && !running) {
    dir = mkdtempSync(path.join(tmpdir(), 'zm-test-'));
    const { cleanups, cleanup } = cleanupOnExit(1);
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cleanups.push(
      await startServices(wanted, { dir, logs: path.join(root, 'test-results', 'logs') }),
    );
    stopAll = cleanup;
  }
  globalThis.zmStackDir = dir;
  for (const selected of project.vitest.projects) {
    selected.provide('stack', {
      dir: dir ?? null,
      services: external ? [] : (needs[selected.name] ?? []),
    });
  }
  return async () => {
    await stopAll();
    removeScratch();
  };
}
