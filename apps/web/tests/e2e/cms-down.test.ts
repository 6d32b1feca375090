import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startFakeCms } from './support/fake-cms';
import { freePort, startWebServer, type RunningServer } from './support/web-server';

/** SPEC §8 and the server's promise: a CMS outage gives the error page, not a dead server. */
describe('site with the CMS unreachable', () => {
  let browser: Browser;
  let web: RunningServer;
  let cmsPort: number;
  let fakeCms: Server | undefined;

  beforeAll(async () => {
    cmsPort = await freePort();
    web = await startWebServer({
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      CMS_TIMEOUT_MS: '2000',
      // The circuit breaker (content/cms-breaker.server.ts) tries again after one second.
      CMS_BREAKER_COOLDOWN_MS: '1000',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await new Promise((resolve) => (fakeCms ? fakeCms.close(resolve) : resolve(null)));
  });

  // 503 with Retry-After, not 500: the CMS is unavailable (issue 22, finding 7).
  it('answers 503 with the German error page on German URLs', async () => {
    // A German browser: `/` sends English browsers to /en.
    const page = await browser.newPage({ locale: 'de-DE' });
    const response = await page.goto(`${web.url}/`);
    expect(response?.status()).toBe(503);
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Serverfehler');
    expect(await page.locator('main').textContent()).toContain(
      'Auf dem Server ist ein unerwarteter Fehler aufgetreten.',
    );
    await page.close();
  });

  it('answers 503 with the English error page on English URLs', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${web.url}/en`);
    expect(response?.status()).toBe(503);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await page.locator('h1').textContent()).toBe('Server error');
    expect(await page.locator('main').textContent()).toContain(
      'The Server encountered an unexpected condition.',
    );
    await page.close();
  });

  it('shows the request id of the failed answer, also after hydration (SPEC §8)', async () => {
    const page = await browser.newPage({ locale: 'de-DE' });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`${web.url}/ausstellungen`);
    expect(response?.status()).toBe(503);
    const id = (await response?.headerValue('x-request-id')) ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main').textContent()).toContain(`Fehlernummer: ${id}`);
    expect(problems).toEqual([]);
    expect(web.output()).toContain(`[error] ${id} GET /ausstellungen: `);
    await page.close();
  });

  it('names the failed data request when a client-side navigation fails', async () => {
    const page = await browser.newPage({ locale: 'de-DE' });
    const document = await page.goto(`${web.url}/ausstellungen`);
    const documentId = (await document?.headerValue('x-request-id')) ?? '';
    await page.waitForLoadState('networkidle');
    const data = page.waitForResponse((response) => response.url().endsWith('/_.data'));
    // The error page's link home, followed by the router (the CMS is still unreachable).
    await page.locator('main a[href="/"]').click();
    const dataId = (await (await data).headerValue('x-request-id')) ?? '';
    expect(dataId).toMatch(/^[0-9a-f]{8}$/);
    expect(dataId).not.toBe(documentId);
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain(`Fehlernummer: ${dataId}`);
    expect(web.output()).toContain(`[error] ${dataId} GET /_.data`);
    await page.close();
  });

  it('keeps running, logs the cause, and recovers when the CMS is back', async () => {
    expect((await fetch(`${web.url}/healthz`)).status).toBe(200);
    expect(web.output()).toContain('CMS unreachable');
    fakeCms = await startFakeCms(cmsPort);
    // Once the breaker's cool-down has passed, its probe finds the CMS back.
    await expect
      .poll(async () => (await fetch(`${web.url}/en`)).status, { timeout: 10_000, interval: 300 })
      .toBe(200);
    const page = await browser.newPage();
    const response = await page.goto(`${web.url}/en`);
    expect(response?.status()).toBe(200);
    // The menu from the CMS is back: its button opens the panel with the main menu.
    // After hydration: React takes over the menu's open state and would close it again.
    await page.waitForLoadState('networkidle');
    await page.locator('summary[aria-controls="site-menu-panel"]').click();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    await page.close();
  });
});
