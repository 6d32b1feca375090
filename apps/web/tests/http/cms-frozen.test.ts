import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCms } from '../e2e/support/fake-cms';
import {
  freePort,
  startWebServer,
  untilReady,
  type RunningServer,
} from '../e2e/support/web-server';

/**
 * Issue 22, finding 7: a CMS that accepts connections but never answers (SIGSTOP) costs a page
 * one short timeout until the circuit breaker opens; then pages the site has not read answer 503
 * with Retry-After at once, pages it has read keep their content, and it recovers without a
 * restart. The frozen CMS is a proxy in front of the fake CMS that holds requests.
 */
describe('site with a frozen CMS', () => {
  let web: RunningServer;
  let backend: Server;
  let front: Server;
  let frozen = false;
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    const backendPort = await freePort();
    backend = await startFakeCms(backendPort);
    const frontPort = await freePort();
    front = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (frozen) {
        held.push(res);
        return;
      }
      fetch(`http://127.0.0.1:${backendPort}${req.url ?? '/'}`)
        .then(async (answer) =>
          res
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(Buffer.from(await answer.arrayBuffer())),
        )
        .catch(() => res.writeHead(502).end());
    });
    await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve));
    web = await startWebServer({
      CMS_URL: `http://127.0.0.1:${frontPort}`,
      CMS_TIMEOUT_MS: '500',
      CMS_BREAKER_FAILURES: '3',
      CMS_BREAKER_COOLDOWN_MS: '2000',
    });
    await untilReady(web);
  }, 60_000);

  afterAll(async () => {
    for (const res of held) res.destroy();
    await web?.stop();
    await new Promise((resolve) => front?.close(resolve));
    await new Promise((resolve) => backend?.close(resolve));
  });

  it('serves a visited page, answers 503 fast for the others, and recovers', async () => {
    expect((await fetch(`${web.url}/en`)).status, web.output()).toBe(200);
    frozen = true;
    // The first reads wait for the timeout and open the breaker.
    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${web.url}/ausstellungen?try=${i}`);
      expect([503, 200]).toContain(answer.status);
    }
    const started = performance.now();
    const unvisited = await fetch(`${web.url}/veranstaltungen`);
    const took = performance.now() - started;
    expect(unvisited.status).toBe(503);
    expect(unvisited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(took).toBeLessThan(200);
    const body = await unvisited.text();
    expect(body).toContain('<html lang="de-DE"');
    expect(body).not.toMatch(/\bat .*\.js:\d+|node_modules|\/work\//);
    expect((await fetch(`${web.url}/en`)).status).toBe(200);

    frozen = false;
    for (const res of held.splice(0)) res.destroy();
    await expect
      .poll(async () => (await fetch(`${web.url}/veranstaltungen`)).status, {
        timeout: 10_000,
        interval: 500,
      })
      .toBe(200);
  }, 60_000);
});
