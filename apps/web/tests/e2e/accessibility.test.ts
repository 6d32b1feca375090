import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const path of ['/', '/en', '/en/no-such-page']) {
    for (const width of [375, 800, 1440]) {
      it(`${path} at ${width} px has no violations`, async () => {
        // axe is injected by the test, which the site's CSP rightly forbids: bypass it here only.
        const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
