import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { start, stop } from '../../scripts/lib/processes.mjs';

// Every process here ends by itself after 30 s, should a test stop before it stops them.
const lifetime = 'setTimeout(() => process.exit(1), 30_000);';
// A leader that ends at once on SIGTERM, as npm does, and a process it started that takes a
// while to finish its work (as the site finishes its answers) and then leaves a mark.
const worker = `
  ${lifetime}
  process.on('SIGTERM', () => setTimeout(() => {
    require('node:fs').writeFileSync(process.argv[1], 'finished');
    process.exit(0);
  }, 400));
  console.log('worker ready');
`;
const leader = `
  ${lifetime}
  const { spawn } = require('node:child_process');
  spawn(process.execPath, ['-e', process.argv[1], process.argv[2]], { stdio: 'inherit' });
  process.on('SIGTERM', () => process.exit(0));
`;
const stubborn = `${lifetime} process.on('SIGTERM', () => {}); console.log('up');`;

const started = [];
const startNode = (name, ...args) => {
  const child = start(name, process.execPath, ['-e', ...args], { quiet: true });
  started.push(child);
  return child;
};
const said = (child, text) =>
  new Promise((resolve) =>
    child.stdout.on('data', (chunk) => String(chunk).includes(text) && resolve()),
  );

describe('stop', () => {
  let dir = null;
  afterEach(() => {
    for (const child of started.splice(0)) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already ended
      }
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('waits until what the process started has ended too, not only the process', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'zm-stop-'));
    const mark = path.join(dir, 'worker-finished');
    const child = startNode('leader', leader, worker, mark);
    await said(child, 'worker ready');

    await stop(child);
    expect(child.exitCode).toBe(0);
    expect(existsSync(mark)).toBe(true);
  });

  it('kills what does not end on its own', async () => {
    const child = startNode('stubborn', stubborn);
    await said(child, 'up');
    await stop(child, 'SIGTERM', { forceAfterMs: 300 });
    expect(child.signalCode).toBe('SIGKILL');
  });

  it('signals a group only once it is known to have ended, however often it is stopped', async () => {
    const child = startNode('stubborn', stubborn);
    await said(child, 'up');
    const signals = [];
    const kill = process.kill;
    process.kill = (pid, signal) => {
      if (signal !== 0) signals.push(signal);
      return kill.call(process, pid, signal);
    };
    try {
      // Two callers at once (a test and the cleanup at exit) share one stop; a third one later
      // finds the group ended and signals nothing.
      await Promise.all([
        stop(child, 'SIGTERM', { forceAfterMs: 300 }),
        stop(child, 'SIGTERM', { forceAfterMs: 300 }),
      ]);
      await stop(child);
    } finally {
      process.kill = kill;
    }
    expect(signals).toEqual(['SIGTERM', 'SIGKILL']);
  });
});
