import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { axeContext, expectNoAxeViolations, germanBrowser } from './support/axe';
import { launchBrowser } from './support/browser';

/**
 * The 404 page of a path that no route has (the catch-all route). Home, the detail pages and the
 * 404 page of the page route are checked on every screen by the crawl (crawl/crawl.ts).
 */
describe('shell: axe-core (WCAG 2.2 AA) on the 404 page of an unknown path', () => {
  let browser: Browser;
  const paths = ['/keine-solche-seite/hier', '/en/no-such-page/here'];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds no violations at 375, 800 and 1440 px in both languages', async () => {
    const context = await axeContext(browser, germanBrowser);
    await expectNoAxeViolations(await context.newPage(), paths);
    await context.close();
  }, 180_000);
});
