import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPooled, ownView } from './support/browser';

/**
 * The kept contexts of support/context-pool.ts: a test that gets one sees what a first-time
 * visitor sees, as with a context of its own.
 */
const baseUrl = process.env.SITE_URL!.replace(/\/+$/, '');
const options = { locale: 'de-DE', viewport: { width: 900, height: 700 } };

describe('contexts kept between tests', () => {
  let browser: Browser;

  beforeAll(async () => {
    // A pooled browser of the test's own, whatever E2E_REUSE says for the others.
    browser = await launchPooled();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('come back empty: no cookies, storage, routes or listeners, at their viewport', async () => {
    const first = await browser.newContext(options);
    const page = await first.newPage();
    let routed = 0;
    await first.route('**/*.svg', (route) => {
      routed += 1;
      return route.continue();
    });
    let heard = 0;
    page.on('console', () => (heard += 1));
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
      document.cookie = 'left=behind; path=/';
    });
    await page.setViewportSize({ width: 400, height: 500 });
    await first.close();

    const again = await browser.newContext(options);
    expect(again).toBe(first);
    const reused = await again.newPage();
    expect(reused).toBe(page);
    expect(reused.url()).toBe('about:blank');
    expect(reused.viewportSize()).toEqual(options.viewport);
    expect(await again.cookies()).toEqual([]);
    routed = 0;
    await reused.goto(`${baseUrl}/`);
    expect(
      await reused.evaluate(() => [
        localStorage.getItem('left'),
        sessionStorage.getItem('left'),
        document.cookie.includes('left='),
      ]),
    ).toEqual([null, null, false]);
    await reused.evaluate(() => console.log('anyone?'));
    expect({ routed, heard }).toEqual({ routed: 0, heard: 0 });
    // The consent bar of a first visit is there again.
    expect(await reused.locator('#consent-bar').isVisible()).toBe(true);
    await again.close();
  });

  it("come back from a page's close() with their routes answered, and open more pages", async () => {
    const page = await browser.newPage(options);
    await page.goto(`${baseUrl}/`);
    await page.close();
    const again = await browser.newPage(options);
    expect(again).toBe(page);
    await again.route(`${baseUrl}/__kept`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>answered</p>' }),
    );
    await again.goto(`${baseUrl}/__kept`);
    expect(await again.locator('p').textContent()).toBe('answered');
    await again.close();
    // A context of its own now, not a page's: it opens as many pages as the test asks for.
    const context = await browser.newContext(options);
    expect(context).toBe(page.context());
    const [first, second] = [await context.newPage(), await context.newPage()];
    expect(first).toBe(page);
    expect(second).not.toBe(page);
    await context.close();
  });

  it('come back empty after the test closed their pages itself', async () => {
    const own = { ...options, viewport: { width: 902, height: 700 } };
    const context = await browser.newContext(own);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => localStorage.setItem('left', 'behind'));
    await page.close();
    await context.close();
    const again = await browser.newContext(own);
    const next = await again.newPage();
    await next.goto(`${baseUrl}/`);
    expect(await next.evaluate(() => localStorage.getItem('left'))).toBeNull();
    await again.close();
  });

  it('come back with no key held and their own blank page, or not at all', async () => {
    const own = { ...options, viewport: { width: 903, height: 700 } };
    const context = await browser.newContext(own);
    const page = await context.newPage();
    await page.setContent('<input autofocus>');
    await context.close();
    // A blank page with content of its own is not emptied by a navigation: not kept.
    const fresh = await browser.newContext(own);
    expect(fresh).not.toBe(context);
    const typing = await fresh.newPage();
    await typing.goto(`${baseUrl}/`);
    await typing.keyboard.down('Shift');
    await fresh.close();
    const again = await browser.newContext(own);
    expect(again).toBe(fresh);
    const next = await again.newPage();
    await next.goto(`${baseUrl}/`);
    await next.evaluate(() => {
      const field = document.createElement('input');
      document.body.prepend(field);
      field.focus();
    });
    await next.keyboard.press('a');
    expect(await next.evaluate(() => document.querySelector('input')!.value)).toBe('a');
    await again.close();
  });

  it('are kept once when closed twice at the same time', async () => {
    const own = { ...options, viewport: { width: 904, height: 700 } };
    const context = await browser.newContext(own);
    await (await context.newPage()).goto(`${baseUrl}/`);
    await Promise.all([context.close(), context.close()]);
    const [one, two] = [await browser.newContext(own), await browser.newContext(own)];
    expect(one).not.toBe(two);
    // Each one opens a page that loads: neither was closed under the other's hands.
    for (const kept of [one, two]) await (await kept.newPage()).goto(`${baseUrl}/`);
    await Promise.all([one.close(), two.close()]);
  });

  it('are kept per set of options', async () => {
    const german = await browser.newContext(options);
    await german.close();
    const english = await browser.newContext({ ...options, locale: 'en-US' });
    expect(english).not.toBe(german);
    await english.close();
  });

  it('are not kept after a change that cannot be undone (an init script)', async () => {
    const changed = await browser.newContext(options);
    await changed.addInitScript(() => undefined);
    await changed.close();
    const next = await browser.newContext(options);
    expect(next).not.toBe(changed);
    await next.close();
  });

  it("a caller's close() ends its contexts, not the shared browser", async () => {
    const other = ownView(browser);
    const context = await other.newContext({ ...options, locale: 'fr-FR' });
    const page = await context.newPage();
    await other.close();
    expect(page.isClosed() || page.url() === 'about:blank').toBe(true);
    expect(browser.isConnected()).toBe(true);
    const again = await browser.newContext({ ...options, locale: 'fr-FR' });
    expect(again).toBe(context);
    await again.close();
  });
});
