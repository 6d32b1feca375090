// `npm run stack [project…]`: starts what the named vitest projects need (default: the browser
// tests and both integration suites) and keeps it running until Ctrl+C, so that single test files
// run against it at once: `npx vitest run --project browser apps/web/tests/e2e/home.test.ts`.
// The global setup of the tests (tests/setup/stack.mjs) finds it through test-results/stack/.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cleanupOnExit } from './lib/processes.mjs';
import { root } from './lib/paths.mjs';
import { runOnPinnedNode } from './lib/runtime.mjs';
import { needs, startServices } from '../tests/setup/stack-services.mjs';
import { stackFile } from '../tests/setup/stack.mjs';

await runOnPinnedNode();

const projects = process.argv.slice(2);
const selected = projects.length ? projects : ['browser', 'site:integration', 'cms:sqlite'];
const unknown = selected.filter((name) => !needs[name]);
if (unknown.length) {
  console.error(
    `No servers to start for ${unknown.join(', ')}; known: ${Object.keys(needs).join(', ')}`,
  );
  process.exit(1);
}
const wanted = [...new Set(selected.flatMap((name) => needs[name]))];
const dir = mkdtempSync(path.join(tmpdir(), 'zm-stack-'));
const { cleanups } = cleanupOnExit(0);
cleanups.push(
  () => rmSync(dir, { recursive: true, force: true }),
  () => rmSync(stackFile, { force: true }),
);
console.log(`Starting ${wanted.join(', ')} (logs in test-results/logs/)…`);
cleanups.push(await startServices(wanted, { dir, logs: path.join(root, 'test-results', 'logs') }));

for (const service of wanted) {
  const file = path.join(dir, 'status', `${service}.json`);
  while (!existsSync(file)) await sleep(250);
  const status = JSON.parse(readFileSync(file, 'utf8'));
  if (status.error) {
    console.error(`${service} did not start: ${status.error}`);
    process.exit(1);
  }
  console.log(`${service} ready after ${status.seconds} s`);
}
mkdirSync(path.dirname(stackFile), { recursive: true });
writeFileSync(stackFile, JSON.stringify({ pid: process.pid, dir, services: wanted }));
console.log(
  `\nReady for: ${selected.join(', ')}. Run a file with e.g.\n` +
    '  npx vitest run --project browser apps/web/tests/e2e/home.test.ts\nCtrl+C stops everything.',
);
await new Promise(() => {});
