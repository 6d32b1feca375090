import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import type { PageSection } from '../../app/domain/types';
import { sectionScreensOf, type ScreenId } from '../../app/site/screens';
import { bilingual, germanOnly, germanOnlyPage } from './shell-cms';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const switchSelector = 'header [data-language-switch]';

describe('shell: locale and language switch', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`switches a detail page to the other language's slug and stores the choice (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const exhibition = await bilingual('exhibitions');
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${href('exhibition', { slug: exhibition.de }, 'de')}`);
      await page.locator(switchSelector).click();
      await page.waitForURL(`${baseUrl}${href('exhibition', { slug: exhibition.en }, 'en')}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
      const cookie = (await context.cookies()).find((entry) => entry.name === 'locale');
      expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
      // About a year (SPEC §9: 365 days).
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
      // The stored choice now sends the site root to English.
      await page.goto(`${baseUrl}/`);
      expect(new URL(page.url()).pathname).toBe('/en');
      // And back: the switch on the English page leads to the German slug.
      await page.goto(`${baseUrl}${href('exhibition', { slug: exhibition.en }, 'en')}`);
      await page.locator(switchSelector).click();
      await page.waitForURL(`${baseUrl}${href('exhibition', { slug: exhibition.de }, 'de')}`);
      await context.close();
    });
  }

  // SPEC §2: the seed has German-only content of every kind that has pages of its own.
  const germanOnlyPages: [string, () => Promise<{ screen: ScreenId; slug: string }>][] = [
    ['event', async () => ({ screen: 'event', slug: await germanOnly('events') })],
    ['exhibition', async () => ({ screen: 'exhibition', slug: await germanOnly('exhibitions') })],
    [
      'digital offer',
      async () => ({ screen: 'digitalOffer', slug: await germanOnly('digital-offers') }),
    ],
    ['guided tour', async () => ({ screen: 'guidedTour', slug: await germanOnly('offers') })],
    [
      'page',
      async () => {
        const { slug, section } = await germanOnlyPage();
        return { screen: sectionScreensOf(section as PageSection).detail, slug };
      },
    ],
  ];

  /** The switch's note is open: shown in the top layer, its texts and its way out. */
  async function expectNoteShown(page: Page): Promise<void> {
    const note = page.locator('header [popover]');
    await expect
      .poll(() => note.evaluate((element) => element.matches(':popover-open')))
      .toBe(true);
    expect(await note.isVisible()).toBe(true);
    expect(await note.locator('p').allTextContents()).toEqual([
      'Diese Seite gibt es nicht auf Englisch.',
      'This page is not available in English. Go to the English home page',
    ]);
    expect(await note.locator('p[lang="en"] a').getAttribute('href')).toBe(
      `/language/en?to=${encodeURIComponent(href('home', {}, 'en'))}`,
    );
  }

  it.each(germanOnlyPages)(
    'explains itself, not a dead link, on a German-only %s, whose English address is a 404',
    async (_kind, find) => {
      const { screen, slug } = await find();
      const german = href(screen, { slug }, 'de');
      const page = await browser.newPage();
      const response = await page.goto(`${baseUrl}${german}`);
      expect(response?.status()).toBe(200);
      const control = page.locator(switchSelector);
      expect(await control.evaluate((element) => element.tagName)).toBe('BUTTON');
      expect(await control.getAttribute('href')).toBeNull();
      // Screen readers hear the reason in its name.
      expect(await page.locator('header').ariaSnapshot()).toContain(
        'button "EN – English – Diese Seite gibt es nicht auf Englisch."',
      );
      // Enter opens the note under it and leads nowhere; Escape closes it, the focus stays.
      await control.focus();
      await page.keyboard.press('Enter');
      await expectNoteShown(page);
      expect(new URL(page.url()).pathname).toBe(german);
      await page.keyboard.press('Escape');
      expect(await page.locator('header [popover]').isVisible()).toBe(false);
      expect(
        await page.evaluate(() => document.activeElement?.hasAttribute('data-language-switch')),
      ).toBe(true);
      await page.close();
      // The English address guessed by hand (German slug under the English path) is not found.
      const english = await fetch(`${baseUrl}${href(screen, { slug }, 'en')}`, {
        redirect: 'manual',
      });
      expect(english.status).toBe(404);
    },
  );

  for (const javaScriptEnabled of [true, false]) {
    it(`shows its note on a phone's tap, where no tooltip shows (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const slug = await germanOnly('events');
      const context = await browser.newContext({
        javaScriptEnabled,
        hasTouch: true,
        isMobile: true,
        viewport: { width: 375, height: 667 },
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${href('event', { slug }, 'de')}`);
      await page.locator(switchSelector).tap();
      await expectNoteShown(page);
      // All of it on the screen, the way out included.
      const box = await page.locator('header [popover]').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await page.locator('header [popover] a').tap();
      await page.waitForURL(`${baseUrl}${href('home', {}, 'en')}`);
      await context.close();
    });
  }

  it('sends an English browser from / to /en', async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' },
    });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    // Only the root redirects: German URLs stay German for an English browser.
    await page.goto(`${baseUrl}/de`);
    expect(new URL(page.url()).pathname).toBe('/de');
    await page.goto(`${baseUrl}${href('exhibitions', {}, 'de')}`);
    expect(new URL(page.url()).pathname).toBe('/ausstellungen');
    await context.close();
  });

  it('lets the locale cookie win over the browser languages', async () => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' },
    });
    await context.addCookies([{ name: 'locale', value: 'de', url: `${baseUrl}/` }]);
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    await context.close();
  });
});
