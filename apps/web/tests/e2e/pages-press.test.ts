import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, cms, locales, openContext, relation, type Locale } from './pages-support';

/** Press: releases newest first and the press kits; a kit with its downloads and contact. */
type Release = {
  title: string;
  slug: string;
  kind: 'release' | 'kit';
  date: string;
  downloads: unknown;
};
type DownloadEntry = { title: string; kind: string; url: string | null; file: unknown };

const listPath: Record<Locale, string> = { de: '/presse', en: '/en/press' };
const headings: Record<
  Locale,
  { releases: string; kits: string; downloads: string; contact: string }
> = {
  de: {
    releases: 'Pressemitteilungen',
    kits: 'Pressemappen',
    downloads: 'Downloads',
    contact: 'Pressekontakt',
  },
  en: {
    releases: 'Press releases',
    kits: 'Press kits',
    downloads: 'Downloads',
    contact: 'Press contact',
  },
};
/** "PDF, 1,4 kB" in German, "PDF, 1.4 kB" in English. */
const fileDetails: Record<Locale, RegExp> = {
  de: /\((?:[A-Z0-9]+, )?\d+(?:,\d)? (?:B|kB|MB|GB)\)/,
  en: /\((?:[A-Z0-9]+, )?\d+(?:\.\d)? (?:B|kB|MB|GB)\)/,
};
const externalNote: Record<Locale, string> = { de: 'externer Link', en: 'external link' };

describe(`press at ${baseUrl}`, () => {
  let browser: Browser;
  const releases = {} as Record<Locale, Release[]>;

  beforeAll(async () => {
    for (const locale of locales) {
      releases[locale] = await cms<Release[]>(
        `/api/press-releases?locale=${locale}&populate[downloads][populate]=*&pagination[pageSize]=200`,
      );
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const kitOf = (locale: Locale) => releases[locale].find((item) => item.kind === 'kit')!;

  for (const locale of locales) {
    it(`lists releases newest first and the press kits apart (${locale})`, async () => {
      const context = await openContext(browser, locale, { javaScript: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${listPath[locale]}`);
      const expected = releases[locale]
        .filter((item) => item.kind === 'release')
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((item) => item.title);
      const section = (name: string) =>
        page.locator('main section', { has: page.locator(`h2:text-is("${name}")`) });
      const shown = await section(headings[locale].releases).locator('li h3').allInnerTexts();
      expect(shown.map((title) => title.trim())).toEqual(expected);
      const kits = await section(headings[locale].kits).locator('li h3').allInnerTexts();
      expect(kits.map((title) => title.trim())).toContain(kitOf(locale).title);
      await context.close();
    });

    it(`shows a press kit's downloads with type and size, and the press contact (${locale})`, async () => {
      const kit = kitOf(locale);
      const downloads = relation<DownloadEntry>(kit.downloads);
      expect(downloads.length).toBeGreaterThan(0);
      const context = await openContext(browser, locale, { javaScript: false });
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${listPath[locale]}/${kit.slug}`);
      expect(response?.status()).toBe(200);
      const block = page.locator('main section', {
        has: page.locator(`h2:text-is("${headings[locale].downloads}")`),
      });
      const links = block.locator('li a');
      expect(await links.count()).toBe(downloads.filter((item) => item.file || item.url).length);
      for (const item of downloads) {
        const link = block.locator('li a', { hasText: item.title });
        const text = await link.innerText();
        if (item.file) {
          expect(text).toMatch(fileDetails[locale]);
          expect(await link.getAttribute('download')).not.toBeNull();
        } else if (item.url) {
          expect(text).toContain(externalNote[locale]);
          expect(await link.getAttribute('href')).toBe(item.url);
        }
      }
      expect(await page.locator(`main h2:text-is("${headings[locale].contact}")`).count()).toBe(1);
      expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
      await context.close();
    });
  }

  for (const locale of locales) {
    it(`has no axe violations on a press kit at 375, 800 and 1440 px (${locale})`, async () => {
      const context = await openContext(browser, locale);
      // The list screen is checked by the crawl (crawl/crawl.ts).
      const paths = [`${listPath[locale]}/${kitOf(locale).slug}`];
      await expectNoAxeViolations(await context.newPage(), paths);
      await context.close();
    }, 120_000);
  }
});
