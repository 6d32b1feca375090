// What the kernel says about a process: CPU time (user+sys) and resident memory, read from
// /proc; its descendants; pinning to a core with taskset. Linux only, like the rest of the bench.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { parseProcStat } from '../../scripts/lib/proc-stat.mjs';

export { parseProcStat };

/** Resident set size in bytes from the text of /proc/<pid>/status (VmRSS, in kB). */
export function parseVmRss(text) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(text);
  return match ? Number(match[1]) * 1024 : null;
}

let ticksPerSecond = null;
/** The kernel's clock ticks per second (getconf CLK_TCK; 100 on Debian). */
export function clockTicks() {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  return ticksPerSecond;
}

/** CPU seconds (user + sys, all threads) the process has used so far. */
export function cpuSeconds(pid) {
  const { utime, stime } = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return (utime + stime) / clockTicks();
}

export function rssBytes(pid) {
  return parseVmRss(readFileSync(`/proc/${pid}/status`, 'utf8'));
}

/** The process's command line as one string. */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Every process below `pid` (children, grandchildren …), from the ppid of each process. */
export function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8')).ppid);
    } catch {
      // ended meanwhile
    }
  }
  return descendantsOf(pid, parents);
}

/** The processes below `pid` in a map of pid → ppid, nearest first. */
export function descendantsOf(pid, parents) {
  const found = [];
  let level = [pid];
  while (level.length > 0) {
    level = [...parents].filter(([, ppid]) => level.includes(ppid)).map(([child]) => child);
    found.push(...level);
  }
  return found;
}

/** The cores this process may run on, from taskset; null when taskset is missing. */
export function allowedCores() {
  const result = spawnSync('taskset', ['-pc', String(process.pid)], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  return parseCoreList(result.stdout.split(':').pop().trim());
}

/** "0-2,5" → [0, 1, 2, 5]. */
export function parseCoreList(list) {
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to - from + 1 }, (_, n) => from + n);
  });
}

/** Pins a running process and all its threads to one core. */
export function pin(pid, core) {
  execFileSync('taskset', ['-a', '-pc', String(core), String(pid)], { stdio: 'ignore' });
}

/**
 * The process at or below `rootPid` whose command line contains `marker`, or null. The deepest
 * one: the shell that runs an npm script names the same file as the node it starts.
 */
export function findProcess(rootPid, marker) {
  return deepestMatch([rootPid, ...descendants(rootPid)], commandLine, marker);
}

/** The last of `pids` (nearest first) whose command line contains `marker`. */
export function deepestMatch(pids, commandLineOf, marker) {
  return pids.findLast((pid) => commandLineOf(pid).includes(marker)) ?? null;
}
