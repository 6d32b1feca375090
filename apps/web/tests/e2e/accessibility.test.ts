import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { axeContext, expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('/, /en and a missing page have no violations at 375, 800 and 1440 px', async () => {
    const context = await axeContext(browser);
    await expectNoAxeViolations(await context.newPage(), ['/', '/en', '/en/no-such-page']);
    await context.close();
  }, 120_000);
});
