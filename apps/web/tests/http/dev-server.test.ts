import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { startFakeCms } from '../e2e/support/fake-cms';
import {
  freePort,
  startWebServer,
  untilReady,
  type RunningServer,
} from '../e2e/support/web-server';

/**
 * `npm run dev` serves pages. Vite loads the app with the `development` export condition while
 * Node loaded React Router's Express adapter without it: two copies of React Router, whose
 * context check then failed on every page (500) and crashed the error handler. It reads the fake
 * CMS (the recorded v5 fixtures).
 */
describe('development server', () => {
  let server: RunningServer;
  let cms: Server;

  beforeAll(async () => {
    const cmsPort = await freePort();
    cms = await startFakeCms(cmsPort);
    server = await startWebServer({ CMS_URL: `http://127.0.0.1:${cmsPort}` }, 'development');
    await untilReady(server);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => (cms ? cms.close(resolve) : resolve(null)));
  });

  it.each([href('home', {}, 'de'), href('exhibitions', {}, 'en')])(
    'renders %s',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, server.output()).toBe(200);
      expect(await response.text()).toContain('<main');
    },
    120_000,
  );
});
