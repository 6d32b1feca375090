import { describe, expect, it } from 'vitest';
import { recordedHeaders } from '../load/bare-node-row.mjs';
import { parseShellTimes, parseWrkOutput, wrkScript } from '../load/wrk.mjs';

// A real run's stdout: wrk's own text, our script's JSON line, then the shell's `times`.
const output = `Running 2s test @ http://127.0.0.1:3540/
  1 threads and 5 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    67.85ms   75.43ms 394.62ms   86.99%
    Req/Sec   116.88     58.06   217.00     70.59%
  203 requests in 2.09s, 353.40KB read
Requests/sec:     97.23
Transfer/sec:    169.27KB
WRK_JSON {"requests":203,"durationUs":2087834,"bytes":361883,"latencyUs":{"p50":38757,"p90":183172,"p99":342429,"max":394624},"errors":{"connect":1,"read":2,"write":0,"status":4,"timeout":3}}
0m0.000000s 0m0.000000s
0m0.060000s 0m0.020000s
`;

describe('parseWrkOutput', () => {
  it('computes requests/s from the measured duration and latencies in ms', () => {
    const figures = parseWrkOutput(output);
    expect(figures.requests).toBe(203);
    expect(figures.rps).toBeCloseTo(203 / 2.087834, 6);
    expect(figures.p50).toBeCloseTo(38.757, 6);
    expect(figures.p99).toBeCloseTo(342.429, 6);
    expect(figures.max).toBeCloseTo(394.624, 6);
    expect(figures.bytesPerResponse).toBeCloseTo(361883 / 203, 6);
  });

  it('adds connect, read, write errors and timeouts; answers ≥ 400 are counted apart', () => {
    const figures = parseWrkOutput(output);
    expect(figures.errors).toBe(6);
    expect(figures.non2xx).toBe(4);
  });

  it('fails with the end of the output when the summary line is missing', () => {
    expect(() => parseWrkOutput('unable to connect to 127.0.0.1:3540 Connection refused')).toThrow(
      /Connection refused/,
    );
  });
});

describe('parseShellTimes', () => {
  it('adds user and sys time of the children (the second line)', () => {
    expect(parseShellTimes(output)).toBeCloseTo(0.08, 9);
  });

  it('reads minutes', () => {
    expect(parseShellTimes('0m0.01s 0m0.00s\n1m2.50s 0m0.50s\n')).toBeCloseTo(63, 9);
  });

  it('gives null without a times line', () => {
    expect(parseShellTimes('no times here')).toBeNull();
  });
});

describe('wrkScript', () => {
  it('builds the same-URL request once: no request() that wrk would call per request', () => {
    expect(wrkScript({ acceptEncoding: 'gzip' })).not.toMatch(/function request\(/);
  });

  it('gives each request its own query string, appended with & when the path has one', () => {
    const script = wrkScript({ unique: true, tag: 'x1' });
    expect(script).toMatch(/function request\(/);
    expect(script).toContain('"bench=x1-" .. counter');
    expect(script).toContain('"&" or "?"');
  });

  it('sets the Accept-Encoding only when one is given', () => {
    expect(wrkScript({ acceptEncoding: 'gzip, deflate, br, zstd' })).toContain(
      'wrk.headers["Accept-Encoding"] = "gzip, deflate, br, zstd"',
    );
    expect(wrkScript({})).not.toContain('Accept-Encoding');
  });

  it('escapes paths into Lua strings and refuses what is not printable ASCII', () => {
    expect(wrkScript({ paths: ['/a?q="x"'] })).toContain('"/a?q=\\"x\\""');
    expect(() => wrkScript({ paths: ['/suche?text=Müller'] })).toThrow(/ASCII/);
  });
});

describe('recordedHeaders', () => {
  it('keeps the answer headers in order, without those Node writes itself', () => {
    const raw = [
      'ETag',
      '"x-br4"',
      'Date',
      'Fri',
      'Connection',
      'keep-alive',
      'Keep-Alive',
      'timeout=5',
      'Content-Encoding',
      'br',
    ];
    expect(recordedHeaders(raw)).toEqual([
      ['ETag', '"x-br4"'],
      ['Content-Encoding', 'br'],
    ]);
  });
});
