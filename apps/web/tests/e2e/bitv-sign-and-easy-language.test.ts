/**
 * BITV 2.0 § 4: the explanations in German Sign Language (DGS) and in Leichte Sprache are linked
 * from the header of every kind of page in both languages, as the first stops after the skip
 * link (checked on every screen by the crawl, crawl/crawl.ts); the Leichte Sprache page is
 * German; the DGS video loads only after consent and has its text below it.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { locales, type Locale } from './pages-support';
import { axeContext, expectNoAxeViolations } from './support/axe';
import { launchBrowser, ready, scrolledThrough } from './support/browser';

const baseUrl = process.env.SITE_URL!.replace(/\/+$/, '');
const signLanguage = {
  de: '/barrierefreiheit/gebaerdensprache',
  en: '/en/accessibility/sign-language',
} as const;
const easyLanguage = '/barrierefreiheit/leichte-sprache';
const loadOnce = { de: 'Einmal laden', en: 'Load once' } as const;
const transcriptHeading = { de: 'Das Video als Text', en: 'The video as text' } as const;
const youtubeFrame = /^https:\/\/www\.youtube-nocookie\.com\//;

/** A visitor who has decided about cookies already: no consent bar in the tab order. */
async function decidedContext(browser: Browser, locale: Locale): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-US' });
  await context.addCookies([
    { name: 'ncc_c', value: 'true', url: baseUrl },
    { name: 'ncc_e', value: 'necessary', url: baseUrl },
  ]);
  return context;
}

/** A fresh visitor whose requests to YouTube's frame are answered by the test (none leave). */
async function watchedContext(browser: Browser, locale: Locale) {
  const context = await browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-US' });
  const frames: string[] = [];
  await context.route(youtubeFrame, (route) => {
    frames.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>stand-in</title>',
    });
  });
  return { context, frames };
}

describe('sign language and Leichte Sprache (BITV 2.0 § 4)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the Leichte Sprache page is German, in both site languages', async () => {
    for (const locale of locales) {
      const context = await decidedContext(browser, locale);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${href('home', {}, locale)}`);
      await page.locator(`header > nav a[href="${easyLanguage}"]`).click();
      await page.waitForURL(`${baseUrl}${easyLanguage}`);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(/^de/);
      await expect.poll(() => page.locator('main h1').innerText()).toContain('Leichte');
      await context.close();
    }
  });

  for (const locale of locales) {
    it(`the DGS video (${locale}) loads only after consent, and its text is on the page`, async () => {
      const { context, frames } = await watchedContext(browser, locale);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${signLanguage[locale]}`);
      await ready(page);
      await scrolledThrough(page);
      expect(await page.locator('main iframe').count()).toBe(0);
      expect(frames).toEqual([]);
      // The text alternative is there without consent.
      expect(await page.locator('main h2', { hasText: transcriptHeading[locale] }).count()).toBe(1);
      await page.getByRole('button', { name: loadOnce[locale] }).click();
      const frame = page.locator('main iframe');
      await expect.poll(() => frame.count()).toBe(1);
      expect(await frame.getAttribute('src')).toMatch(youtubeFrame);
      expect(await frame.getAttribute('title')).toMatch(
        locale === 'de' ? /Deutscher Gebärdensprache/ : /German Sign Language/,
      );
      await expect.poll(() => frames.length).toBe(1);
      await context.close();
    });
  }

  it('the DGS video is not loaded without JavaScript either', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${signLanguage.de}`);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.locator('main h2', { hasText: transcriptHeading.de }).count()).toBe(1);
    await context.close();
  });

  it('the new pages have no axe violations at 375, 800 and 1440 px', async () => {
    const context = await axeContext(browser);
    await expectNoAxeViolations(
      await context.newPage(),
      [signLanguage.de, signLanguage.en, easyLanguage],
      { status: 200 },
    );
    await context.close();
  }, 180_000);
});
