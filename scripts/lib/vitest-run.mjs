// Runs one vitest suite and keeps its pass/fail counts for the closing summary.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

export const totals = { passed: 0, failed: 0, suites: [] };

// Suites may run side by side, so each run gets its own report file, numbered at its start.
let runs = 0;

/**
 * `buffered`: for a suite that runs beside another one; its output is kept and printed in one
 * piece when it ends, so that the two never interleave.
 */
export async function runVitest(label, { cwd, command, args, env = process.env, buffered }) {
  const report = path.join(tmpdir(), `zm-vitest-${process.pid}-${runs++}.json`);
  rmSync(report, { force: true });
  if (!buffered) console.log(`\n=== ${label} ===`);
  const reporterArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const output = [];
  const code = await new Promise((resolve) => {
    const child = spawn(command, [...args, ...reporterArgs], {
      cwd,
      env,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', () => resolve(1));
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  if (buffered) {
    console.log(`\n=== ${label} ===`);
    process.stdout.write(Buffer.concat(output));
  }
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed = result.numPassedTests ?? 0;
    failed = (result.numFailedTests ?? 0) + (result.numRuntimeErrorTestSuites ?? 0);
  }
  // A suite that crashed before reporting still counts as a failure.
  if (code !== 0 && failed === 0) failed = 1;
  totals.passed += passed;
  totals.failed += failed;
  totals.suites.push({ label, passed, failed });
  return code === 0;
}
