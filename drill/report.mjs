// The drill's table: one row per figure with its goal and verdict, printed and written as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib/paths.mjs';

export const rows = [];

/** One row of the table: `ok` null means not measured. */
export function row(drill, figure, value, goal, ok, detail = undefined) {
  rows.push({ drill, figure, value, goal, ok, ...(detail !== undefined ? { detail } : {}) });
  console.log(
    `  ${ok === null ? '…' : ok ? '✓' : '✗'} ${drill}: ${figure} = ${value} (goal ${goal})`,
  );
}

/** Runs one drill; one that throws is a row out of goal, and the others still run. */
export async function drill(name, action) {
  console.log(`\n${name}…`);
  try {
    await action();
  } catch (error) {
    console.error(error);
    row(name, 'ran', `failed: ${error instanceof Error ? error.message : error}`, 'runs', false);
  }
}

/** Prints the table and writes it with `meta` to `file`. */
export function writeReport(file, meta) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...meta, rows }, null, 2)}\n`);
  const head = ['Drill', 'Figure', 'Value', 'Goal', ''];
  const lines = rows.map((entry) => [
    entry.drill,
    entry.figure,
    String(entry.value),
    entry.goal,
    entry.ok === null ? 'not yet' : entry.ok ? 'ok' : 'OUT OF GOAL',
  ]);
  const widths = head.map((_, column) =>
    Math.max(head[column].length, ...lines.map((line) => line[column].length)),
  );
  const format = (line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(head)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(`\nWritten to ${path.relative(root, file)}`);
  return rows.every((entry) => entry.ok !== false);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function pct(part, whole) {
  return whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`;
}

export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export function ms(value) {
  return Number.isNaN(value) ? 'n/a' : value.toFixed(0);
}

export function mb(bytes) {
  return (bytes / 1024 / 1024).toFixed(0);
}

/** Sends a signal to the CMS's process group (Strapi starts children). */
export function signalCms(cms, signal) {
  try {
    process.kill(-cms.child.pid, signal);
  } catch {
    cms.child.kill(signal);
  }
}

/** Kills the CMS and waits for its exit. */
export async function killCms(cms) {
  signalCms(cms, 'SIGKILL');
  await new Promise((resolve) =>
    cms.child.exitCode !== null || cms.child.signalCode !== null
      ? resolve()
      : cms.child.once('exit', resolve),
  );
}
