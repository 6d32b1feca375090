import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

const menuButton = 'summary[aria-controls="site-menu-panel"]';
const sectionToggles = '#site-menu-panel summary[aria-controls^="site-menu-section-"]';

/** The menu takes over from the native <details> once hydrated; ARIA state marks that moment. */
async function openHydrated(browser: Browser, width: number, path = '/de'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector(`${menuButton}[aria-expanded]`);
  return page;
}

const focusedOuterHtml = (page: Page) =>
  page.evaluate(() => document.activeElement?.outerHTML ?? '');
const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement === document.querySelector(s), selector);
const menuExpanded = (page: Page) => page.locator(menuButton).getAttribute('aria-expanded');
const expandedSections = (page: Page) =>
  page.$$eval(sectionToggles, (toggles) =>
    toggles
      .filter((t) => t.getAttribute('aria-expanded') === 'true')
      .map((t) => t.getAttribute('aria-controls')),
  );

/** Presses Tab until the focused element matches, or fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}; focus is on ${await focusedOuterHtml(page)}`);
}

async function openWithKeyboard(page: Page) {
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await expect.poll(() => menuExpanded(page)).toBe('true');
}

describe('site menu with the keyboard', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { width, breakpoint } of [
    { width: 375, breakpoint: 'mobile' },
    { width: 800, breakpoint: 'tablet' },
    { width: 1440, breakpoint: 'desktop' },
  ] as const) {
    const accordion = breakpoint !== 'desktop';

    it(`${width} px: opens on Enter, focuses the language switch, toggles sections, closes on Escape`, async () => {
      const page = await openHydrated(browser, width);
      expect(await menuExpanded(page)).toBe('false');
      expect(await page.locator('#site-menu-panel').isVisible()).toBe(false);

      await openWithKeyboard(page);
      expect(await page.locator('#site-menu-panel').isVisible()).toBe(true);
      // Focus moves to the language switch (the link or button to the other language).
      expect(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute('hreflang') ??
            document.activeElement?.getAttribute('data-language-switch'),
        ),
      ).not.toBeNull();
      // Default section: none on mobile, visit on tablet and desktop.
      expect(await expandedSections(page)).toEqual(
        breakpoint === 'mobile' ? [] : ['site-menu-section-visit'],
      );

      // Tab through the panel to the second section and choose it with Enter.
      const program = `${sectionToggles}[aria-controls="site-menu-section-program"]`;
      await tabTo(page, program);
      await page.keyboard.press('Enter');
      await expect.poll(() => expandedSections(page)).toEqual(['site-menu-section-program']);
      expect(await page.locator('#site-menu-section-program a').first().isVisible()).toBe(true);
      expect(await page.locator('#site-menu-section-visit').isVisible()).toBe(false);

      // Choosing the active section again closes it on accordions; desktop keeps it.
      await page.keyboard.press('Enter');
      await expect
        .poll(() => expandedSections(page))
        .toEqual(accordion ? [] : ['site-menu-section-program']);

      // Closed sections open again on Enter.
      await page.keyboard.press('Enter');
      await expect.poll(() => expandedSections(page)).toEqual(['site-menu-section-program']);

      await page.keyboard.press('Escape');
      await expect.poll(() => menuExpanded(page)).toBe('false');
      expect(await isFocused(page, menuButton)).toBe(true);
      expect(await page.locator('#site-menu-panel').isVisible()).toBe(false);
      await page.context().close();
    });

    it(`${width} px: a click outside the menu closes it`, async () => {
      const page = await openHydrated(browser, width);
      await openWithKeyboard(page);
      // The bottom of the page is outside the header and its panel.
      const { height } = page.viewportSize() ?? { height: 900 };
      await page.locator('#site-menu-panel').isVisible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.mouse.click(5, height - 5);
      await expect.poll(() => menuExpanded(page)).toBe('false');
      await page.context().close();
    });

    it(`${width} px: a clicked entry inside the menu keeps it open, a route change closes it`, async () => {
      const page = await openHydrated(browser, width);
      await openWithKeyboard(page);
      await page.locator('#site-menu-search').click();
      expect(await menuExpanded(page)).toBe('true');
      // Follow a link inside the menu with the keyboard: the route changes, the menu closes.
      const before = page.url();
      const link = page.locator('#site-menu-panel a[href^="/"]').first();
      const target = await link.getAttribute('href');
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.href !== before);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(target);
      await expect.poll(() => menuExpanded(page)).toBe('false');
      expect(await page.locator('#site-menu-panel').isVisible()).toBe(false);
      await page.context().close();
    });
  }

  it('a breakpoint change resets the active section to the new default', async () => {
    const page = await openHydrated(browser, 800);
    await openWithKeyboard(page);
    await page.locator(`${sectionToggles}[aria-controls="site-menu-section-museum"]`).click();
    await expect.poll(() => expandedSections(page)).toEqual(['site-menu-section-museum']);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => expandedSections(page)).toEqual(['site-menu-section-visit']);
    await page.locator(`${sectionToggles}[aria-controls="site-menu-section-museum"]`).click();
    await expect.poll(() => expandedSections(page)).toEqual(['site-menu-section-museum']);

    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => expandedSections(page)).toEqual([]);
    expect(await menuExpanded(page)).toBe('true');

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => expandedSections(page)).toEqual(['site-menu-section-visit']);
    await page.context().close();
  });
});
