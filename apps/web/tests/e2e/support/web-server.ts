import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeCms, type FakeCmsOptions } from './fake-cms';

const webDir = fileURLToPath(new URL('../../../', import.meta.url));

/** A port that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash does: nothing is finished or flushed. */
  kill: () => Promise<void>;
}

/** The node arguments of one of the app's npm scripts (`node <these>`), so tests start it alike. */
function scriptNodeArgs(script: 'start' | 'dev'): string[] {
  const words = (
    JSON.parse(readFileSync(`${webDir}package.json`, 'utf8')) as { scripts: Record<string, string> }
  ).scripts[script]!.split(/\s+/);
  return words.slice(words.indexOf('node') + 1);
}

/**
 * Starts this app's server as `npm start` does (built beforehand with `npm run build`), or in
 * development mode as `npm run dev` does (Vite compiles on request: the first start takes longer).
 * Each start has state folders of its own (booking queue, mail outbox, media cache: the names of
 * webStateEnv in scripts/lib/services.mjs) in a temporary folder removed when it ends, so sites
 * started by tests running in parallel never share apps/web/var; and SITE_URL, its public
 * address, is its own (not one inherited from the environment); MEDIA_SECRET, which production
 * requires, is the environment's or a test key. `env` overrides them. A port taken by someone
 * else between its choice and the server's start is chosen again.
 */
export async function startWebServer(
  env: Record<string, string>,
  mode: 'production' | 'development' = 'production',
): Promise<RunningServer> {
  if (mode === 'production' && !existsSync(`${webDir}build/server/index.js`)) {
    throw new Error('No production build: run `npm run build` in apps/web first.');
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, mode, await freePort());
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startOnce(
  env: Record<string, string>,
  mode: 'production' | 'development',
  port: number,
): Promise<RunningServer> {
  let output = '';
  const script = mode === 'production' ? 'start' : 'dev';
  const url = `http://127.0.0.1:${port}`;
  const stateDir = mkdtempSync(path.join(tmpdir(), 'zm-web-state-'));
  const state = {
    BOOKING_QUEUE_DIR: path.join(stateDir, 'booking-queue'),
    MAIL_OUTBOX_DIR: path.join(stateDir, 'mail-outbox'),
    MEDIA_CACHE_DIR: path.join(stateDir, 'media-cache'),
    COLLECTION_INDEX_DIR: path.join(stateDir, 'collection-index'),
  };
  const child: ChildProcess = spawn(process.execPath, scriptNodeArgs(script), {
    cwd: webDir,
    env: {
      ...process.env,
      ...state,
      SITE_URL: url,
      MEDIA_SECRET: process.env.MEDIA_SECRET || 'zm-media-test',
      ...env,
      NODE_ENV: mode,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  }).then(() => rmSync(stateDir, { recursive: true, force: true }));
  const end = (signal: NodeJS.Signals) => () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const stop = end('SIGTERM');
  const kill = end('SIGKILL');
  // Its own start line says that this process, not another one, listens on the port.
  const listening = `website on ${url} `;
  const deadline = Date.now() + (mode === 'production' ? 30_000 : 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await exited;
      if (output.includes('EADDRINUSE')) throw new PortTaken(`port ${port} taken`);
      throw new Error(`web server exited:\n${output}`);
    }
    try {
      if (output.includes(listening) && (await fetch(`${url}/healthz`)).ok) {
        return { url, output: () => output, stop, kill };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`web server did not answer /healthz:\n${output}`);
}

/**
 * Resolves once the site answers /readyz with 200: the CMS answers (its circuit breaker is
 * closed) and the search index is built. A test asserts its first page after this, not while
 * the site's start-up reads (search index, consent services) still compete for a slow machine.
 */
export async function untilReady(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${server.url}/readyz`);
      if (answer.ok) return;
      last = await answer.text();
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site was not ready after ${timeoutMs} ms: ${last}\n${server.output()}`);
}

export interface SiteOnFakeCms {
  web: RunningServer;
  cms: Server;
  cmsUrl: string;
  /** Stops the site, then the fake CMS. */
  stop: () => Promise<void>;
}

/**
 * The production site (with `env`) in front of a fake CMS of its own (support/fake-cms.ts, with
 * `answers` and `cmsOptions`), ready (untilReady) when it resolves: what the HTTP tests and some browser tests run
 * against.
 */
export async function startSiteOnFakeCms(
  env: Record<string, string> = {},
  answers: Record<string, unknown> = {},
  cmsOptions: FakeCmsOptions = {},
): Promise<SiteOnFakeCms> {
  const cmsUrl = `http://127.0.0.1:${await freePort()}`;
  const cms = await startFakeCms(Number(new URL(cmsUrl).port), answers, cmsOptions);
  let web: RunningServer | undefined;
  const stop = async () => {
    await web?.stop();
    await new Promise((resolve) => cms.close(resolve));
  };
  try {
    web = await startWebServer({ CMS_URL: cmsUrl, ...env });
    await untilReady(web);
  } catch (error) {
    await stop();
    throw error;
  }
  return { web, cms, cmsUrl, stop };
}
