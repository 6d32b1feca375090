import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  baseUrl,
  cmsOffers,
  cmsUrl,
  detailPath,
  locales,
  ofType,
  paths,
  type CmsOffer,
  type Locale,
} from './discover-cms';

/** Blog, video and podcast details; the podcast player driven by the keyboard alone. */
const texts = {
  de: {
    external: 'externer Link',
    play: 'Abspielen',
    pause: 'Pause',
    mute: 'Stumm schalten',
    back: '10 Sekunden zurück',
    forward: '10 Sekunden vor',
    seek: 'Position',
    of: 'von',
    unsupported: 'Ihr Browser unterstützt das Audio-Element nicht.',
  },
  en: {
    external: 'external link',
    play: 'Play',
    pause: 'Pause',
    mute: 'Mute',
    back: '10 seconds back',
    forward: '10 seconds forward',
    seek: 'Position',
    of: 'of',
    unsupported: 'Your browser does not support the audio element.',
  },
};

describe(`digital offer details at ${baseUrl}`, () => {
  let browser: Browser;
  const offers = {} as Record<Locale, CmsOffer[]>;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const locale of locales) offers[locale] = await cmsOffers(locale);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`shows a blog post with its author, date and category tags (${locale})`, async () => {
      const blog = ofType(offers[locale], 'Blog');
      const page = await browser.newPage();
      expect((await page.goto(`${baseUrl}${detailPath(locale, blog.slug)}`))?.status()).toBe(200);
      const main = page.locator('main');
      expect((await main.locator('h1').textContent())?.trim()).toBe(blog.title);
      const author = main.getByRole('link', {
        name: blog.author!.name,
        exact: true,
      });
      expect(await author.getAttribute('href')).toBe(`${paths.author[locale]}${blog.author!.slug}`);
      expect(await main.locator('time').first().getAttribute('datetime')).toMatch(
        /^\d{4}-\d{2}-\d{2}/,
      );
      for (const category of blog.categories) {
        const tag = main.getByRole('link', {
          name: category.title,
          exact: true,
        });
        expect(await tag.getAttribute('href')).toBe(`${paths.category[locale]}${category.slug}`);
      }
      expect(await main.locator('img').first().getAttribute('loading')).toBe('eager');
      await page.close();
    });

    it(`shows a video as a privacy placeholder without any third-party request (${locale})`, async () => {
      const video = ofType(offers[locale], 'Video');
      const page = await browser.newPage();
      const hosts = new Set<string>();
      page.on('request', (request) => hosts.add(new URL(request.url()).host));
      await page.goto(`${baseUrl}${detailPath(locale, video.slug)}`, {
        waitUntil: 'networkidle',
      });
      const allowed = new Set([new URL(baseUrl!).host, new URL(cmsUrl).host]);
      expect([...hosts].filter((host) => !allowed.has(host))).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);
      // The placeholder names the video and links to it on the provider's site.
      const placeholder = page.locator('main figure');
      expect(await placeholder.textContent()).toContain(video.title);
      const link = placeholder.getByRole('link', { name: new RegExp(texts[locale].external) });
      expect(await link.getAttribute('href')).toBe(video.videoUrl);
      await page.close();
    });

    it(`plays the podcast with the keyboard alone (${locale})`, async () => {
      const podcast = ofType(offers[locale], 'Podcast');
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${detailPath(locale, podcast.slug)}`);
      const t = texts[locale];
      const audio = page.locator('main audio');
      expect(await audio.textContent()).toContain(t.unsupported);
      const play = page.getByRole('button', { name: t.play, exact: true });
      await play.waitFor();
      expect(
        await audio.getAttribute('controls'),
        'custom controls replace the native ones',
      ).toBeNull();
      const slider = page.getByRole('slider', { name: t.seek });
      expect(await slider.getAttribute('aria-valuetext')).toMatch(
        new RegExp(`^0:00 ${t.of} \\d+:\\d\\d$`),
      );

      await play.focus();
      await page.keyboard.press('Space');
      const pause = page.getByRole('button', { name: t.pause, exact: true });
      await pause.waitFor();
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused))
        .toBe(false);
      await page.keyboard.press('Enter');
      await play.waitFor();
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused))
        .toBe(true);

      const time = () => audio.evaluate((element: HTMLAudioElement) => element.currentTime);
      const before = await time();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        t.back,
      );
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        t.forward,
      );
      await page.keyboard.press('Enter');
      await expect.poll(time).toBeCloseTo(before + 10, 0);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(time).toBeCloseTo(before, 0);

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      await expect.poll(time).toBeGreaterThan(before);
      await page.keyboard.press('Tab');
      const mute = page.getByRole('button', { name: t.mute });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        t.mute,
      );
      await page.keyboard.press('Space');
      await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
      expect(await audio.evaluate((element: HTMLAudioElement) => element.muted)).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('false');
      await page.close();
    });

    it(`shows the native player and fallback text without JavaScript (${locale})`, async () => {
      const podcast = ofType(offers[locale], 'Podcast');
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${detailPath(locale, podcast.slug)}`);
      expect(await page.locator('main audio').getAttribute('controls')).not.toBeNull();
      expect(
        await page.getByRole('button', { name: texts[locale].play, exact: true }).count(),
      ).toBe(0);
      await context.close();
    });
  }
});
