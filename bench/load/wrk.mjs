// wrk, the load generator: one thread on its own core, keep-alive connections, a warm-up, then a
// measured run. Its Lua script sets the Accept-Encoding, gives each request a unique query string
// when asked, and prints the figures as one JSON line that we parse.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuSeconds } from './proc.mjs';

export const CONNECTIONS = 50;
export const WARMUP_S = 3;
export const DURATION_S = 10;
/** What Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const MARK = 'WRK_JSON ';

/** A Lua string literal of printable ASCII (paths are URL-encoded, headers plain). */
function luaString(text) {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`not printable ASCII: ${text}`);
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** request() that sends the given paths in turn. */
function cyclingPaths(paths) {
  return `local paths = { ${paths.map(luaString).join(', ')} }
local index = 0
function request()
  index = index % #paths + 1
  return wrk.format(nil, paths[index])
end
`;
}

/**
 * The Lua script for one run. Without `unique` it defines no request(), so wrk builds the
 * request once (no Lua per request). `tag` keeps unique URLs of different runs apart.
 */
export function wrkScript({ unique = false, paths = null, acceptEncoding = null, tag = 'r' } = {}) {
  const header = acceptEncoding
    ? `  wrk.headers["Accept-Encoding"] = ${luaString(acceptEncoding)}\n`
    : '';
  const perRequest = paths
    ? cyclingPaths(paths)
    : unique
      ? `local counter = 0
local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
function request()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. separator .. "bench=${tag}-" .. counter)
end
`
      : '';
  return `function init(args)
${header}end
${perRequest}function done(summary, latency, requests)
  local e = summary.errors
  local f = math.floor
  io.write(string.format('${MARK}{"requests":%d,"durationUs":%d,"bytes":%d,' ..
    '"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d},' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\\n',
    summary.requests, summary.duration, summary.bytes,
    f(latency:percentile(50)), f(latency:percentile(90)), f(latency:percentile(99)), f(latency.max),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;
}

/**
 * The figures of wrk's output: requests/s, latency in ms, errors (connect, read, write,
 * timeouts) and answers with status ≥ 400 (wrk counts only those as "non-2xx or 3xx").
 */
export function parseWrkOutput(stdout) {
  const line = stdout.split('\n').find((l) => l.startsWith(MARK));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout.slice(-500)}`);
  const raw = JSON.parse(line.slice(MARK.length));
  const seconds = raw.durationUs / 1e6;
  const ms = (us) => us / 1000;
  const { connect, read, write, timeout, status } = raw.errors;
  return {
    rps: raw.requests / seconds,
    requests: raw.requests,
    seconds,
    bytesPerResponse: raw.requests ? raw.bytes / raw.requests : null,
    p50: ms(raw.latencyUs.p50),
    p90: ms(raw.latencyUs.p90),
    p99: ms(raw.latencyUs.p99),
    max: ms(raw.latencyUs.max),
    errors: connect + read + write + timeout,
    non2xx: status,
  };
}

/**
 * CPU seconds of a shell's children from the second line `times` prints
 * ("0m0.00s 0m0.00s" for the shell, then its children's user and sys time).
 */
export function parseShellTimes(stdout) {
  const lines = stdout
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^\d+m[\d.]+s \d+m[\d.]+s$/.test(l));
  const children = lines.at(-1);
  if (!children) return null;
  return children
    .split(' ')
    .map((time) => /^(\d+)m([\d.]+)s$/.exec(time))
    .reduce((total, [, minutes, seconds]) => total + Number(minutes) * 60 + Number(seconds), 0);
}

function runShell(args) {
  return new Promise((resolve, reject) => {
    // `times` after wrk: the CPU time wrk used, to show whether it was the bottleneck.
    const child = spawn('sh', ['-c', '"$@"; code=$?; times; exit $code', 'sh', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`wrk exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** CPU seconds so far of each named group of processes ({ name: [pid, …] }). */
function groupSeconds(groups) {
  return Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [
      name,
      pids.reduce((sum, pid) => sum + (pid ? cpuSeconds(pid) : 0), 0),
    ]),
  );
}

let runs = 0;

/**
 * One row: a warm-up, then the measured run, with the server's CPU time per request (when its
 * pid is known) and wrk's own CPU use. `loadCore` pins wrk (null: not pinned).
 */
export async function wrkRow({
  wrk,
  url,
  unique = false,
  paths = null,
  acceptEncoding = null,
  serverPid = null,
  cpuGroups = null,
  loadCore = null,
  connections = CONNECTIONS,
  warmup = WARMUP_S,
  duration = DURATION_S,
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'zm-bench-wrk-'));
  runs += 1;
  const tag = `${process.pid}x${runs}`;
  const write = (name, options) => {
    const file = path.join(dir, name);
    writeFileSync(file, wrkScript({ unique, paths, acceptEncoding, ...options }));
    return file;
  };
  const pinned = loadCore === null ? [] : ['taskset', '-c', String(loadCore)];
  const command = (seconds, script) => [
    ...pinned,
    wrk,
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    // The default 2 s would count a slow render as an error instead of a latency.
    '--timeout',
    '30s',
    '-s',
    script,
    url,
  ];
  try {
    if (warmup > 0) await runShell(command(warmup, write('warmup.lua', { tag: `${tag}w` })));
    const script = write('measure.lua', { tag: `${tag}m` });
    const cpuBefore = serverPid ? cpuSeconds(serverPid) : null;
    const groupsBefore = cpuGroups && groupSeconds(cpuGroups);
    const stdout = await runShell(command(duration, script));
    const cpuAfter = serverPid ? cpuSeconds(serverPid) : null;
    const groupsAfter = cpuGroups && groupSeconds(cpuGroups);
    const figures = parseWrkOutput(stdout);
    const serverCpu = cpuBefore === null ? null : cpuAfter - cpuBefore;
    const wrkCpu = parseShellTimes(stdout);
    return {
      ...figures,
      cpuUsPerRequest:
        serverCpu !== null && figures.requests ? (serverCpu / figures.requests) * 1e6 : null,
      serverCpuShare: serverCpu === null ? null : serverCpu / figures.seconds,
      loadCpuShare: wrkCpu === null ? null : wrkCpu / figures.seconds,
      ...(groupsBefore
        ? {
            cpuShares: Object.fromEntries(
              Object.keys(groupsBefore).map((name) => [
                name,
                (groupsAfter[name] - groupsBefore[name]) / figures.seconds,
              ]),
            ),
          }
        : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
