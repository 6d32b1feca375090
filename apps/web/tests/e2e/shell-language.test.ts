import type { Browser } from 'playwright-core';
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

  it.each(germanOnlyPages)(
    'is disabled, not a dead link, on a German-only %s, whose English address is a 404',
    async (_kind, find) => {
      const { screen, slug } = await find();
      const german = href(screen, { slug }, 'de');
      const page = await browser.newPage();
      const response = await page.goto(`${baseUrl}${german}`);
      expect(response?.status()).toBe(200);
      const control = page.locator(switchSelector);
      expect(await control.evaluate((element) => element.tagName)).toBe('BUTTON');
      expect(await control.getAttribute('aria-disabled')).toBe('true');
      expect(await control.getAttribute('href')).toBeNull();
      expect(await control.getAttribute('title')).toBe('Diese Seite gibt es nicht auf Englisch.');
      // It stays focusable (its explanation is announced) but leads nowhere.
      await control.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe(german);
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
