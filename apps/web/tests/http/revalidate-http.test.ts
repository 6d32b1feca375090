import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCms } from '../e2e/support/fake-cms';
import {
  freePort,
  startWebServer,
  untilReady,
  type RunningServer,
} from '../e2e/support/web-server';

const secret = 'revalidate-test-secret';

/**
 * Issue #22, finding 3: a booking request emptied every cache, and an invalidation dropped the
 * copies that carry the site through a CMS outage. Over HTTP, against a fake CMS.
 */
describe('/api/revalidate and the caches', () => {
  let web: RunningServer;
  let cms: Server | undefined;

  beforeAll(async () => {
    const cmsPort = await freePort();
    cms = await startFakeCms(cmsPort);
    web = await startWebServer({
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      REVALIDATE_SECRET: secret,
      CMS_TIMEOUT_MS: '2000',
    });
    await untilReady(web);
  });

  afterAll(async () => {
    await web?.stop();
    await new Promise((resolve) => (cms ? cms.close(resolve) : resolve(null)));
  });

  const revalidate = (body: unknown) =>
    fetch(`${web.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /**
   * The page until the HTML cache answers it: kept from its second request on, served once its
   * compressed forms are made (off the main thread), so a few requests may miss meanwhile.
   */
  async function cached(path: string) {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const response = await fetch(`${web.url}${path}`);
      expect(response.status).toBe(200);
      if (response.headers.get('x-html-cache') === 'hit') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${path} did not come from the HTML cache within 20 s`);
  }

  it('keeps every cache when a private model changed', async () => {
    await cached('/en');
    const booking = {
      event: 'entry.create',
      model: 'booking-request',
      uid: 'api::booking-request.booking-request',
      entry: { documentId: 'b1', locale: null },
      affects: [],
    };
    expect(await (await revalidate(booking)).json()).toEqual({ revalidated: false, cleared: 0 });
    expect((await fetch(`${web.url}/en`)).headers.get('x-html-cache')).toBe('hit');
  });

  it('still renders a page from the old content when the CMS is down after a change', async () => {
    await cached('/en');
    const change = { event: 'entry.update', model: 'home', uid: 'api::home.home' };
    expect((await revalidate({ ...change, affects: ['home'] })).status).toBe(200);
    expect((await revalidate(change)).status).toBe(200);
    await new Promise((resolve) => cms!.close(resolve));
    cms = undefined;
    const response = await fetch(`${web.url}/en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-html-cache')).not.toBe('hit');
    expect(web.output()).toContain('(served cached content)');
  });
});
