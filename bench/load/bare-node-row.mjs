// The "node" rows of the throughput phase: the site's cached answer (bytes and headers, as sent
// for each encoding) from a bare node:http server (bare-node.mjs) on the server's core. What Node
// itself costs for the same answer, the floor of the site's cached row.
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { start, stop, waitForHttp } from '../../scripts/lib/processes.mjs';
import { siteMallocEnv, siteNodeFlags } from './floor.mjs';

// Node writes these itself for every answer.
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Headers as [name, value] pairs in the order sent, without those Node adds itself. */
export function recordedHeaders(rawHeaders) {
  const pairs = [];
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (!perConnection.has(rawHeaders[i].toLowerCase()))
      pairs.push([rawHeaders[i], rawHeaders[i + 1]]);
  return pairs;
}

/** One GET as sent (not decoded): { headers, body (base64) }. */
function record(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(url, { headers, timeout: 30_000 }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            headers: recordedHeaders(res.rawHeaders),
            body: Buffer.concat(chunks).toString('base64'),
          }),
        );
        res.on('error', reject);
      })
      .on('timeout', function onTimeout() {
        this.destroy(new Error(`no answer from ${url} within 30 s`));
      })
      .on('error', reject);
  });
}

export async function bareNodeRows({
  result,
  row,
  pageUrl,
  port,
  cores,
  encodings,
  cleanups = [],
}) {
  const what = 'the same answer from a bare node:http server';
  const dir = mkdtempSync(path.join(tmpdir(), 'zm-bench-bare-'));
  let child = null;
  try {
    const answers = {
      identity: await record(pageUrl, null),
      br: await record(pageUrl, encodings.find((e) => e.acceptEncoding)?.acceptEncoding),
    };
    const file = path.join(dir, 'answers.json');
    writeFileSync(file, JSON.stringify(answers));
    const script = path.join(import.meta.dirname, 'bare-node.mjs');
    const node = ['node', ...siteNodeFlags(), script, file, String(port)];
    const [command, ...args] = cores ? ['taskset', '-c', String(cores.server), ...node] : node;
    child = start('bare node', command, args, {
      env: { ...process.env, ...siteMallocEnv(), NODE_ENV: 'production' },
      quiet: true,
    });
    // Stopped on Ctrl+C too: left on its port, it would answer the next run.
    const running = child;
    cleanups.push(() => stop(running));
    const url = `http://127.0.0.1:${port}/`;
    await waitForHttp(url, { child, timeoutMs: 30_000, name: 'the bare node server' });
    for (const { acceptEncoding } of encodings)
      await row({ id: 'node', target: 'node', what }, url, {
        serverPid: child.pid,
        acceptEncoding,
      });
  } catch (error) {
    result.rows.push({ id: 'node', target: 'node', what, error: String(error?.message ?? error) });
  } finally {
    if (child) await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
