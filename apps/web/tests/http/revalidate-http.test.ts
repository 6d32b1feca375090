import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSiteOnFakeCms,
  type RunningServer,
  type SiteOnFakeCms,
} from '../e2e/support/web-server';

const secret = 'revalidate-test-secret';

/**
 * Issue #22, finding 3: a booking request emptied every cache, and an invalidation dropped the
 * copies that carry the site through a CMS outage. Over HTTP, against a fake CMS.
 */
describe('/api/revalidate and the caches', () => {
  let web: RunningServer;
  let site: SiteOnFakeCms;

  beforeAll(async () => {
    site = await startSiteOnFakeCms({ REVALIDATE_SECRET: secret, CMS_TIMEOUT_MS: '2000' });
    web = site.web;
  });

  afterAll(() => site?.stop());

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
    // The site's stop() closes it once more, which does nothing.
    await new Promise((resolve) => site.cms.close(resolve));
    const response = await fetch(`${web.url}/en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-html-cache')).not.toBe('hit');
    expect(web.output()).toContain('(served cached content)');
  });
});
