import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, cmsOffers, detailPath, ofType } from './discover-cms';
import { hydrated, launchBrowser } from './support/browser';
import { expectFocusOn, tabTo } from './support/keyboard';

/**
 * Issue #23: the podcast player by keyboard only. What a visitor perceives is checked, not the
 * media element: the play button's name, and the position the slider reports (its
 * aria-valuetext, read by screen readers) and the time beside it shows.
 */
const texts = {
  de: {
    play: /^button "Abspielen"/,
    pause: /^button "Pause"/,
    forward: /^button "10 Sekunden vor"/,
    back: /^button "10 Sekunden zurück"/,
  },
  en: {
    play: /^button "Play"/,
    pause: /^button "Pause"/,
    forward: /^button "10 seconds forward"/,
    back: /^button "10 seconds back"/,
  },
} as const;

/** "1:05" → 65. */
const seconds = (time: string) => {
  const [minutes = 0, rest = 0] = time.split(':').map(Number);
  return minutes * 60 + rest;
};

/** The position the player shows as text and the slider reports, in whole seconds. */
async function position(page: Page): Promise<{ shown: number; reported: number }> {
  const player = page.locator('main section').filter({ has: page.locator('audio') });
  const shown = (await player.locator('span[aria-hidden="true"]').innerText()).split('/')[0]!;
  const reported = (await player.getByRole('slider').getAttribute('aria-valuetext')) ?? '';
  return { shown: seconds(shown.trim()), reported: seconds(reported.split(' ')[0]!) };
}

describe('the podcast player with the keyboard only', () => {
  let browser: Browser;

  beforeAll(async () => {
    // Keys are a user's gesture anyway; the flag keeps a headless browser from refusing to play.
    browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['de', 'en'] as const)('plays, pauses and skips (%s)', async (locale) => {
    const t = texts[locale];
    const podcast = ofType(await cmsOffers(locale), 'Podcast');
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: locale === 'de' ? 'de-DE' : 'en-GB',
    });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${detailPath(locale, podcast.slug)}`);
      await hydrated(page);
      await tabTo(page, t.play);
      expect(await position(page)).toEqual({ shown: 0, reported: 0 });

      await page.keyboard.press('Enter');
      // The same button now pauses, and says so; the position moves on.
      await expectFocusOn(page, t.pause);
      await expect
        .poll(async () => (await position(page)).shown, { timeout: 10_000 })
        .toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await expectFocusOn(page, t.play);
      const paused = await position(page);
      expect(paused.reported).toBe(paused.shown);

      await tabTo(page, t.forward, 3);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => position(page))
        .toEqual({
          shown: paused.shown + 10,
          reported: paused.shown + 10,
        });
      await tabTo(page, t.back, 3, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => position(page)).toEqual(paused);
      // Skipping while paused does not start the player.
      await tabTo(page, t.play, 3, 'Shift+Tab');
    } finally {
      await context.close();
    }
  });
});
