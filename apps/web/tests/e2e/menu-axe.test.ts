import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

describe('open menu and footer: axe-core, WCAG 2.2 AA', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { path, locale } of [
    { path: '/de', locale: 'de-DE' },
    { path: '/en', locale: 'en-US' },
  ]) {
    for (const width of [375, 800, 1440]) {
      it(`${path} at ${width} px with the menu open has no violations`, async () => {
        // axe is injected by the test, which the site's CSP rightly forbids: bypass it here only.
        const context = await browser.newContext({ viewport: { width, height: 900 }, locale, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`);
        const button = page.locator('summary[aria-controls="site-menu-panel"]');
        await page.waitForSelector('summary[aria-controls="site-menu-panel"][aria-expanded]');
        await button.click();
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
        // Show a section with teasers too (program has them in the demo content).
        await page.locator('summary[aria-controls="site-menu-section-program"]').click();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
