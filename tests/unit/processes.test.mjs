import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { start, stop } from '../../scripts/lib/processes.mjs';

// A leader that ends at once on SIGTERM, as npm does, and a process it started that takes a
// while to finish its work (as the site finishes its answers) and then leaves a mark.
const worker = `
  process.on('SIGTERM', () => setTimeout(() => {
    require('node:fs').writeFileSync(process.argv[1], 'finished');
    process.exit(0);
  }, 400));
  console.log('worker ready');
  setInterval(() => {}, 1000);
`;
const leader = `
  const { spawn } = require('node:child_process');
  const child = spawn(process.execPath, ['-e', process.argv[1], process.argv[2]], { stdio: 'inherit' });
  process.on('SIGTERM', () => process.exit(0));
  setInterval(() => {}, 1000);
`;

describe('stop', () => {
  let dir = null;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it('waits until what the process started has ended too, not only the process', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'zm-stop-'));
    const mark = path.join(dir, 'worker-finished');
    const child = start('leader', process.execPath, ['-e', leader, worker, mark], { quiet: true });
    await new Promise((resolve) =>
      child.stdout.on('data', (chunk) => String(chunk).includes('worker ready') && resolve()),
    );

    await stop(child);
    expect(child.exitCode).toBe(0);
    expect(existsSync(mark)).toBe(true);
  });

  it('kills what does not end on its own', async () => {
    const stubborn = `process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000);`;
    const child = start('stubborn', process.execPath, ['-e', stubborn], { quiet: true });
    await new Promise((resolve) => child.stdout.on('data', resolve));
    await stop(child, 'SIGTERM', { forceAfterMs: 300 });
    expect(child.signalCode).toBe('SIGKILL');
  });
});
