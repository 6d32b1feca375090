import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { startWebServer, type RunningServer } from './support/web-server';

/**
 * `npm run dev` serves pages. Vite loads the app with the `development` export condition while
 * Node loaded React Router's Express adapter without it: two copies of React Router, whose
 * context check then failed on every page (500) and crashed the error handler.
 */
describe('development server', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startWebServer({}, 'development');
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
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
