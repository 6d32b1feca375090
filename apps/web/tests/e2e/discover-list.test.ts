import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  baseUrl,
  cmsOffers,
  locales,
  paths,
  teaserTitles,
  type CmsOffer,
  type Locale,
} from './discover-cms';

/** The digital offers list with its type and category filter, the author and the category page. */
const labels = {
  de: {
    podcast: 'Podcast',
    submit: 'Anzeigen',
    ignored: 'Die Art „radio“ gibt es nicht',
  },
  en: {
    podcast: 'Podcast',
    submit: 'Show',
    ignored: 'There is no type “radio”',
  },
};

describe(`digital offers list at ${baseUrl}`, () => {
  let browser: Browser;
  const offers = {} as Record<Locale, CmsOffer[]>;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const locale of locales) offers[locale] = await cmsOffers(locale);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const sorted = (titles: string[]) => [...titles].sort();
  const titlesOf = (list: CmsOffer[]) => sorted(list.map((offer) => offer.title));

  for (const locale of locales) {
    for (const javaScriptEnabled of [true, false]) {
      it(`filters by type ${javaScriptEnabled ? 'with' : 'without'} JavaScript (${locale})`, async () => {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${paths.list[locale]}`);
        expect(sorted(await teaserTitles(page))).toEqual(titlesOf(offers[locale]));

        await page
          .getByRole('radio', { name: labels[locale].podcast, exact: true })
          .check({ force: true });
        await page.getByRole('button', { name: labels[locale].submit }).click();
        await page.waitForURL(/type=podcast/);
        const podcasts = offers[locale].filter((offer) => offer.type === 'Podcast');
        expect(podcasts.length).toBeGreaterThan(0);
        await expect.poll(async () => sorted(await teaserTitles(page))).toEqual(titlesOf(podcasts));
        expect(
          await page.getByRole('radio', { name: labels[locale].podcast, exact: true }).isChecked(),
        ).toBe(true);
        await context.close();
      });
    }

    it(`combines type and category and says which unknown values it ignored (${locale})`, async () => {
      const page = await browser.newPage();
      const category = offers[locale].flatMap((offer) => offer.categories)[0]!;
      await page.goto(`${baseUrl}${paths.list[locale]}?type=radio&category=${category.slug}`);
      // The notice comes first; the count after it is a live region of its own.
      expect(await page.locator('main [role=status]').first().textContent()).toContain(
        labels[locale].ignored,
      );
      const inCategory = offers[locale].filter((offer) =>
        offer.categories.some((c) => c.slug === category.slug),
      );
      expect(sorted(await teaserTitles(page))).toEqual(titlesOf(inCategory));
      expect(await page.getByRole('combobox').inputValue()).toBe(category.slug);
      await page.close();
    });

    it(`shows an author with bio and offers (${locale})`, async () => {
      const author = offers[locale].find((offer) => offer.author)!.author!;
      const page = await browser.newPage();
      const response = await page.goto(`${baseUrl}${paths.author[locale]}${author.slug}`);
      expect(response?.status()).toBe(200);
      expect((await page.locator('h1').textContent())?.trim()).toBe(author.name);
      if (author.bio) expect(await page.locator('main').textContent()).toContain(author.bio);
      const theirs = offers[locale].filter((offer) => offer.author?.slug === author.slug);
      expect(sorted(await teaserTitles(page))).toEqual(titlesOf(theirs));
      await page.close();
    });

    it(`shows a category with its offers (${locale})`, async () => {
      const category = offers[locale].flatMap((offer) => offer.categories)[0]!;
      const page = await browser.newPage();
      const response = await page.goto(`${baseUrl}${paths.category[locale]}${category.slug}`);
      expect(response?.status()).toBe(200);
      expect((await page.locator('h1').textContent())?.trim()).toBe(category.title);
      const inCategory = offers[locale].filter((offer) =>
        offer.categories.some((c) => c.slug === category.slug),
      );
      expect(sorted(await teaserTitles(page))).toEqual(titlesOf(inCategory));
      expect((await page.goto(`${baseUrl}${paths.category[locale]}gibt-es-nicht`))?.status()).toBe(
        404,
      );
      await page.close();
    });
  }
});
