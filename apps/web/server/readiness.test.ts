import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cmsAnswers, readinessHandler, type ReadinessCheck } from './readiness';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function listen(handler: express.Express | ((req: never, res: never) => void)) {
  const server = createServer(handler as never);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function readyz(checks: Record<string, ReadinessCheck>) {
  const app = express();
  app.get('/readyz', readinessHandler(checks, { timeoutMs: 200 }));
  const answer = await fetch(`${await listen(app)}/readyz`);
  return {
    status: answer.status,
    body: await answer.json(),
    cache: answer.headers.get('cache-control'),
  };
}

describe('/readyz', () => {
  it('is 200 when every part is ready', async () => {
    const answer = await readyz({ cms: () => true, search: async () => true });
    expect(answer).toEqual({
      status: 200,
      body: { status: 'ready', checks: { cms: 'ok', search: 'ok' } },
      cache: 'no-store',
    });
  });

  it('is 503 naming the part that fails, throws or takes too long', async () => {
    const answer = await readyz({
      cms: () => new Promise<boolean>(() => {}),
      search: () => false,
      menu: () => {
        throw new Error('no menu');
      },
      media: () => true,
    });
    expect(answer.status).toBe(503);
    expect(answer.body.checks).toEqual({
      cms: 'failing',
      search: 'failing',
      menu: 'failing',
      media: 'ok',
    });
  });

  it('counts the CMS as ready only when its health check answers and the circuit is closed', async () => {
    let healthy = true;
    const cms = await listen(((_req: unknown, res: { statusCode: number; end: () => void }) => {
      res.statusCode = healthy ? 204 : 503;
      res.end();
    }) as never);
    expect(await cmsAnswers(cms, () => false)()).toBe(true);
    expect(await cmsAnswers(cms, () => true)()).toBe(false);
    healthy = false;
    expect(await cmsAnswers(cms, () => false)()).toBe(false);
  });
});
