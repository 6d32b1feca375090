import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { href } from '../../app/site/paths';
import { axeContext, expectNoAxeViolations, germanBrowser } from './support/axe';
import { launchBrowser } from './support/browser';

/**
 * The programme with parameters it cannot use (a filter that finds nothing). The list screens
 * themselves (home, exhibitions, events, programme and a detail of each) are checked in both
 * languages by the crawl (crawl/crawl.ts).
 */
describe('lists: axe-core (WCAG 2.2 AA) on the list screens', () => {
  let browser: Browser;
  const paths = (['de', 'en'] as const).map(
    (locale) => `${href('programme', {}, locale)}?from=2026-99-99&target=nobody`,
  );

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
