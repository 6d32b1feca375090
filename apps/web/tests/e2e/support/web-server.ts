import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

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
 */
export async function startWebServer(
  env: Record<string, string>,
  mode: 'production' | 'development' = 'production',
): Promise<RunningServer> {
  if (mode === 'production' && !existsSync(`${webDir}build/server/index.js`)) {
    throw new Error('No production build: run `npm run build` in apps/web first.');
  }
  const port = await freePort();
  let output = '';
  const script = mode === 'production' ? 'start' : 'dev';
  const child: ChildProcess = spawn(process.execPath, scriptNodeArgs(script), {
    cwd: webDir,
    env: { ...process.env, ...env, NODE_ENV: mode, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const end = (signal: NodeJS.Signals) => () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const stop = end('SIGTERM');
  const kill = end('SIGKILL');
  const deadline = Date.now() + (mode === 'production' ? 30_000 : 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`web server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, output: () => output, stop, kill };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`web server did not answer /healthz:\n${output}`);
}
