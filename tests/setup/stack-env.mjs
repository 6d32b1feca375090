// Setup file of the projects that need running servers (vitest.config.mjs): waits until the
// services of its project are ready (tests/setup/stack.mjs starts them while the first group of
// projects runs) and puts their addresses into process.env, where the tests read them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

const { dir, services } = inject('stack');
const deadline = Date.now() + 20 * 60_000;
for (const service of services) {
  const file = path.join(dir, 'status', `${service}.json`);
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${service} was not ready after 20 minutes`);
    await sleep(250);
  }
  const status = JSON.parse(readFileSync(file, 'utf8'));
  if (status.error) throw new Error(`${service} did not start: ${status.error}`);
  for (const [name, value] of Object.entries(status.env)) process.env[name] ??= value;
}
