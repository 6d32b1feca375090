import { describe, expect, it } from 'vitest';
import {
  deepestMatch,
  descendantsOf,
  parseCoreList,
  parseProcStat,
  parseVmRss,
} from '../load/proc.mjs';

// /proc/<pid>/stat of a process whose name contains a space and a parenthesis.
const stat =
  '4242 (node (main) x) S 4200 4242 4200 0 -1 4194560 61 0 0 0 1234 567 0 0 20 0 11 0 3518 ' +
  '1181679616 45678 18446744073709551615 1 1 0 0 0 0 0 16781312 17922 0 0 0 17 1 0 0 0 0 0';

describe('parseProcStat', () => {
  it('reads state, ppid, group, utime, stime and rss counting fields after the last parenthesis', () => {
    expect(parseProcStat(stat)).toEqual({
      state: 'S',
      ppid: 4200,
      pgrp: 4242,
      utime: 1234,
      stime: 567,
      rssPages: 45678,
    });
  });
});

describe('parseVmRss', () => {
  it('gives bytes from the kB of VmRSS', () => {
    const status = 'Name:\tnode\nVmPeak:\t 999 kB\nVmRSS:\t  183456 kB\nThreads:\t11\n';
    expect(parseVmRss(status)).toBe(183456 * 1024);
  });

  it('gives null for a kernel thread without VmRSS', () => {
    expect(parseVmRss('Name:\tkthreadd\nThreads:\t1\n')).toBeNull();
  });
});

describe('descendantsOf', () => {
  it('finds children and grandchildren, nearest first, and nothing else', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
    ]);
    expect(descendantsOf(10, parents)).toEqual([11, 13, 12]);
  });
});

describe('parseCoreList', () => {
  it('expands ranges and lists', () => {
    expect(parseCoreList('0-2,5')).toEqual([0, 1, 2, 5]);
    expect(parseCoreList('1')).toEqual([1]);
  });
});

describe('deepestMatch', () => {
  it('takes the node server, not the shell of the npm script that names the same file', () => {
    const commands = {
      100: 'npm run --silent start',
      101: 'sh -c NODE_ENV=production node --max-semi-space-size=64 server/index.js',
      102: '/x/node --max-semi-space-size=64 server/index.js',
    };
    expect(deepestMatch([100, 101, 102], (pid) => commands[pid], 'server/index.js')).toBe(102);
    expect(deepestMatch([100], (pid) => commands[pid], 'server/index.js')).toBeNull();
  });
});
