import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { bilingual } from './shell-cms';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

describe('lists: axe-core (WCAG 2.2 AA) on the list screens', () => {
  let browser: Browser;
  let paths: string[];

  beforeAll(async () => {
    const [exhibition, event] = await Promise.all([bilingual('exhibitions'), bilingual('events')]);
    paths = (['de', 'en'] as const).flatMap((locale) => [
      href('home', {}, locale),
      href('exhibitions', {}, locale),
      href('exhibition', { slug: exhibition[locale] }, locale),
      href('events', {}, locale),
      href('event', { slug: event[locale] }, locale),
      href('programme', {}, locale),
      `${href('programme', {}, locale)}?from=2026-99-99&target=nobody`,
    ]);
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
    }, 180_000);
  }
});
