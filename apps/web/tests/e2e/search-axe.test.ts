import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { axeContext, expectNoAxeViolations, type AxeTarget } from './support/axe';
import { launchBrowser } from './support/browser';

/** Opens the site menu and types into its search field until suggestions show. */
async function openMenuSuggestions(page: Page, text: string) {
  const button = page.locator('summary[aria-controls="site-menu-panel"]');
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  const field = page.locator('#site-menu-search');
  await field.fill(text);
  await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
}

/** Types into the page's search field and waits until the suggestion list is open. */
async function openSuggestions(page: Page, text: string) {
  const field = page.locator('main input[role="combobox"]');
  await field.fill(text);
  await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('ArrowDown');
}

describe('search: axe-core (WCAG 2.2 AA) on results, no results and open suggestions', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { locale, browserLocale, word } of [
    { locale: 'de', browserLocale: 'de-DE', word: 'Dampfmaschine' },
    { locale: 'en', browserLocale: 'en-US', word: 'steam' },
  ] as const) {
    it(`${locale} at 375, 800 and 1440 px has no violations`, async () => {
      const search = (text: string) => href('search', {}, locale, { text });
      // The search screen as it opens is checked by the crawl (crawl/crawl.ts).
      const targets: AxeTarget[] = [
        search(word),
        `${search(word)}&kind=event`,
        search('Kolbnhub Zischne'),
        {
          path: href('search', {}, locale),
          name: `${href('search', {}, locale)} with suggestions open`,
          prepare: (page) => openSuggestions(page, word),
          // The search screen as it opens is the crawl's: here the field and its list.
          within: ['main'],
        },
        {
          path: href('home', {}, locale),
          name: `${href('home', {}, locale)} with the menu's suggestions open`,
          prepare: (page) => openMenuSuggestions(page, word),
          // The open menu is in the header; the page around it is the crawl's.
          within: ['header'],
        },
      ];
      const context = await axeContext(browser, { locale: browserLocale });
      await expectNoAxeViolations(await context.newPage(), targets);
      await context.close();
    }, 240_000);
  }
});
