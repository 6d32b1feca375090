import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeContext, expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';

/** Opens the menu and, to show teasers too, its programme section (they have some in the demo). */
async function openMenu(page: Page): Promise<void> {
  const button = page.locator('summary[aria-controls="site-menu-panel"]');
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  await page.locator('summary[aria-controls="site-menu-section-program"]').click();
}

describe('open menu: axe-core, WCAG 2.2 AA', () => {
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
    it(`${path} at 375, 800 and 1440 px with the menu open has no violations`, async () => {
      const context = await axeContext(browser, { locale });
      // The open menu is in the header; the page around it (footer included) is the crawl's.
      await expectNoAxeViolations(await context.newPage(), [path], {
        setup: openMenu,
        within: ['header'],
      });
      await context.close();
    }, 120_000);
  }
});
