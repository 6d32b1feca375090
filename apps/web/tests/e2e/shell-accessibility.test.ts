import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { bilingual } from './shell-cms';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

describe('shell: axe-core (WCAG 2.2 AA) on home, a detail page and the 404 page', () => {
  let browser: Browser;
  let paths: string[];

  beforeAll(async () => {
    const exhibition = await bilingual('exhibitions');
    paths = [
      '/',
      '/en',
      href('exhibition', { slug: exhibition.de }, 'de'),
      href('exhibition', { slug: exhibition.en }, 'en'),
      '/keine-solche-seite/hier',
      '/en/no-such-page/here',
    ];
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [375, 800, 1440]) {
    it(`finds no violations at ${width} px in both languages`, async () => {
      // axe is injected by the test, which the site's CSP rightly forbids: bypass it here only.
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        bypassCSP: true,
        // A German browser, so that / stays German (an English one is sent to /en).
        extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        for (const violation of await axeViolations(page)) found.push(`${path}: ${violation}`);
      }
      expect(found).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
