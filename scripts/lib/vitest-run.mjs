// Runs one vitest suite and keeps its pass/fail counts for the closing summary.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';

export const totals = { passed: 0, failed: 0, suites: [] };

export async function runVitest(label, { cwd, command, args, env = process.env }) {
  const report = path.join(tmpdir(), `zm-vitest-${process.pid}-${totals.suites.length}.json`);
  rmSync(report, { force: true });
  console.log(`\n=== ${label} ===`);
  const reporterArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const code = await new Promise((resolve) => {
    const child = spawn(command, [...args, ...reporterArgs], { cwd, env, stdio: 'inherit' });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
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
