import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { launchBrowser } from './support/browser';
import { freePort, startWebServer, type RunningServer } from './support/web-server';

/** The index cannot be built while the CMS is away: the page says so with a 503, no stack. */
describe('search page while the search index is unavailable', () => {
  let browser: Browser;
  let web: RunningServer;

  beforeAll(async () => {
    const cmsPort = await freePort();
    web = await startWebServer({ CMS_URL: `http://127.0.0.1:${cmsPort}`, CMS_TIMEOUT_MS: '2000' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });

  for (const { locale, message } of [
    { locale: 'de', message: 'Die Suche ist gerade nicht erreichbar.' },
    { locale: 'en', message: 'The search is not available right now.' },
  ] as const) {
    it(`${locale}: answers 503 with a message in the page's language and ways on`, async () => {
      const page = await browser.newPage({ locale: locale === 'de' ? 'de-DE' : 'en-US' });
      const response = await page.goto(
        `${web.url}${href('search', {}, locale, { text: 'Dampf' })}`,
      );
      expect(response?.status()).toBe(503);
      expect(response?.headers()['cache-control']).toBe('no-store');
      const main = await page.locator('main').innerText();
      expect(main).toContain(message);
      expect(main).not.toMatch(/Error:|at \w+ \(|CmsError/);
      expect(await page.locator(`main a[href="${href('programme', {}, locale)}"]`).count()).toBe(1);
      const data = await page.request.get(
        `${web.url}${href('search', {}, locale)}.data?text=Dampf`,
      );
      expect(data.status()).toBe(503);
      await page.close();
    });
  }
});
