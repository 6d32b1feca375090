import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort, startWebServer } from '../e2e/support/web-server';

/**
 * Issue 41, finding 9: without MEDIA_SECRET the production site signed its /media addresses with
 * a public constant. It now refuses to start, saying which variable is missing.
 */

const webDir = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the built server as `npm start` does, until it exits or 30 s have passed. */
async function startWithout(name: string): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    CMS_URL: `http://127.0.0.1:${await freePort()}`,
  };
  delete env[name];
  const child = spawn(process.execPath, ['server/index.js'], {
    cwd: webDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const running = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(running);
      resolve({ code, output });
    });
  });
}

describe('MEDIA_SECRET in production', () => {
  it('is required: the server exits at start with a message naming it', async () => {
    const { code, output } = await startWithout('MEDIA_SECRET');
    expect(output).toContain('MEDIA_SECRET is not set');
    expect(output).not.toContain('website on');
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
  });

  it('given, the server starts', async () => {
    const web = await startWebServer({
      CMS_URL: `http://127.0.0.1:${await freePort()}`,
      MEDIA_SECRET: 'a-secret-of-this-test',
    });
    try {
      expect((await fetch(`${web.url}/healthz`)).status).toBe(200);
    } finally {
      await web.stop();
    }
  });
});
