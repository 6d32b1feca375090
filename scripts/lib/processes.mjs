// Child processes with prefixed output, and waiting for a server to answer.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseProcStat } from './proc-stat.mjs';
import { withPinnedNode } from './runtime.mjs';

function prefixLines(stream, prefix, target) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix} ${line}\n`);
  });
  stream.on('end', () => rest && target.write(`${prefix} ${rest}\n`));
}

/** Starts a long-running process; its output is prefixed with [name]. */
export function start(name, command, args, { cwd, env, quiet = false } = {}) {
  // Its own process group, so that stopping it also stops what it started (npm → sh → node).
  // Every child (npm, Strapi, the site, vitest) finds the project's pinned Node first on PATH.
  const child = spawn(command, args, {
    cwd,
    env: withPinnedNode(env ?? process.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // A group that ended with its leader is known as ended before its number can be reused.
  child.once('exit', () => {
    if (!groupAlive(child)) child.groupEnded = true;
  });
  const prefix = `[${name}]`;
  // The site and the CMS each print the Node.js they run on ("runtime: Node.js v…") at start.
  child.runtime = null;
  const noteRuntime = (chunk) => {
    child.runtime ??= /runtime: Node\.js (v\d+\.\d+\.\d+)/.exec(String(chunk))?.[1] ?? null;
  };
  child.stdout.on('data', noteRuntime);
  if (quiet) {
    const lines = [];
    const keep = (chunk) => {
      lines.push(...String(chunk).split('\n'));
      lines.splice(0, Math.max(0, lines.length - 200));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.recentOutput = () => lines.map((line) => `${prefix} ${line}`).join('\n');
  } else {
    prefixLines(child.stdout, prefix, process.stdout);
    prefixLines(child.stderr, prefix, process.stderr);
    child.recentOutput = () => '';
  }
  return child;
}

/** Runs a command to its end; rejects when it fails. */
export function run(name, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = start(name, command, args, options);
    child.on('error', reject);
    // A quiet command's last output lines go with its failure.
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `${name}: ${command} ${args.join(' ')} exited with ${code}\n${child.recentOutput()}`,
            ),
          ),
    );
  });
}

/** Resolves when `url` answers below 500; rejects when the process exits or time runs out. */
export async function waitForHttp(url, { child, timeoutMs = 300_000, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited)
      throw new Error(`${name} exited before it answered\n${child.recentOutput?.() ?? ''}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `${name} did not answer within ${timeoutMs / 1000} s\n${child?.recentOutput?.() ?? ''}`,
  );
}

/**
 * Stops a child process and everything it started, and waits until all of it has ended. The
 * group can outlive its leader: npm (with dash as its shell) exits at once on SIGTERM while the
 * site it started still finishes its answers, and a restarted process would otherwise start
 * beside it. Whatever is left after `forceAfterMs` is killed. Calls for the same child share
 * one stop; a group once seen empty is never signalled again (its number may be reused).
 */
export function stop(child, signal = 'SIGTERM', { forceAfterMs = 10_000 } = {}) {
  if (!child || child.groupEnded) return Promise.resolve();
  child.stopping ??= stopGroup(child, signal, forceAfterMs).finally(() => {
    child.stopping = null;
  });
  return child.stopping;
}

async function stopGroup(child, signal, forceAfterMs) {
  const leaderEnded = () => child.exitCode !== null || child.signalCode !== null;
  if (leaderEnded() && !groupAlive(child)) {
    child.groupEnded = true;
    return;
  }
  const leaderExit = leaderEnded()
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
  let forcedAt = null;
  const force = setTimeout(() => {
    forcedAt = Date.now();
    signalGroup(child, 'SIGKILL');
  }, forceAfterMs);
  signalGroup(child, signal);
  try {
    await leaderExit;
    while (groupAlive(child)) {
      // After a SIGKILL only the kernel's own cleanup is left: a bounded wait for it.
      if (forcedAt && Date.now() - forcedAt > 5000) {
        console.warn(`process group ${child.pid} still has processes 5 s after SIGKILL`);
        return;
      }
      await sleep(50);
    }
    child.groupEnded = true;
  } finally {
    clearTimeout(force);
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * Whether any process of the child's group still runs. Where there is /proc, zombies do not
 * count: an ended process stays one until it is reaped, and an orphan's reaper (this machine's
 * init) takes up to 2 s for that.
 */
function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
  } catch {
    return false; // no process in the group, not even a zombie
  }
  if (!existsSync('/proc/self/stat')) return true;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { state, pgrp } = parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (pgrp === child.pid && state !== 'Z') return true;
    } catch {
      // ended meanwhile
    }
  }
  return false;
}

/** A loopback port nothing listens on right now, so parallel runs never answer for each other. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * What a run starts (servers, scratch folders), undone last-first: `cleanup()` runs every action
 * once, logging a failing one and going on with the rest. Interrupted (Ctrl+C, a CI time-out),
 * the run cleans up before it exits with `exitCode`.
 */
export function cleanupOnExit(exitCode) {
  const cleanups = [];
  async function cleanup() {
    for (const action of cleanups.splice(0).reverse()) {
      try {
        await action();
      } catch (error) {
        console.error('cleanup:', error instanceof Error ? error.message : error);
      }
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await cleanup();
      process.exit(exitCode);
    });
  }
  return { cleanups, cleanup };
}
