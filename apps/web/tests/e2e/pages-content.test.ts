import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, cms, locales, openContext, type Locale } from './pages-support';

/** Page-based screens: a visit page with its blocks, the FAQ, the slider and the contact page. */
type Block = { __component: string; [field: string]: unknown };
type CmsPage = { title: string; slug: string; blocks: Block[] };
type Person = {
  title: string | null;
  name: string | null;
  phone: string | null;
  mail: string | null;
};
type GeneralContact = { phone: string | null; mail: string | null } & Record<
  'general' | 'press' | 'offers',
  Person | null
>;

// Fixed path words of SPEC §2.
const visitPage: Record<Locale, string> = {
  de: '/besuch/zeiten-preise',
  en: '/en/visit/opening-prices',
};
const faqPage: Record<Locale, string> = { de: '/besuch/faq', en: '/en/visit/faq-en' };
const contactPage: Record<Locale, string> = { de: '/kontakt', en: '/en/contact' };
const sectionPath: Record<string, Record<Locale, string>> = {
  visit: { de: '/besuch', en: '/en/visit' },
  museum: { de: '/museum', en: '/en/museum' },
  accessibility: { de: '/barrierefreiheit', en: '/en/accessibility' },
};
/** A smooth scroll across every slide takes longer than a poll's default second on a busy machine. */
const smoothScroll = { timeout: 5000 };

const sliderStatus = (locale: Locale, current: number, count: number) =>
  locale === 'de' ? `Bild ${current} von ${count}` : `Image ${current} of ${count}`;

async function pageBySlug(slug: string, locale: Locale): Promise<CmsPage> {
  const [page] = await cms<CmsPage[]>(
    `/api/pages?locale=${locale}&filters[slug][$eq]=${slug}&populate[blocks][populate]=*`,
  );
  expect(page, `page ${slug} (${locale})`).toBeTruthy();
  return page!;
}

describe(`page screens at ${baseUrl}`, () => {
  let browser: Browser;
  const visit = {} as Record<Locale, CmsPage>;
  const faq = {} as Record<Locale, CmsPage>;
  const slider = {} as Record<Locale, { path: string; count: number }>;
  const contact = {} as Record<Locale, GeneralContact>;

  beforeAll(async () => {
    for (const locale of locales) {
      visit[locale] = await pageBySlug(visitPage[locale].split('/').pop()!, locale);
      faq[locale] = await pageBySlug(faqPage[locale].split('/').pop()!, locale);
      contact[locale] = await cms<GeneralContact>(
        `/api/general-contact?locale=${locale}&populate=*`,
      );
      // Whichever page carries a slider with several images.
      const pages = await cms<(CmsPage & { section: string })[]>(
        `/api/pages?locale=${locale}&populate[blocks][populate]=*&pagination[pageSize]=200`,
      );
      const withSlider = pages.find((page) =>
        page.blocks.some(
          (block) =>
            block.__component === 'blocks.slider' && (block.images as unknown[]).length > 1,
        ),
      );
      expect(withSlider, 'a page with a slider').toBeTruthy();
      const block = withSlider!.blocks.find((item) => item.__component === 'blocks.slider')!;
      slider[locale] = {
        path: `${sectionPath[withSlider!.section]![locale]}/${withSlider!.slug}`,
        count: (block.images as unknown[]).length,
      };
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`shows all blocks of the times and prices page (${locale})`, async () => {
      const context = await openContext(browser, locale, { javaScript: false });
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${visitPage[locale]}`);
      expect(response?.status()).toBe(200);
      const main = await page.locator('main').innerText();
      for (const block of visit[locale].blocks) {
        if (block.__component === 'blocks.info-block') {
          const info = block.info as Record<string, string | null>;
          const filled = Object.entries(info).filter(
            ([key, value]) => key !== 'id' && key !== 'title' && value,
          );
          expect(await page.locator('main dl dt').count()).toBe(filled.length);
          for (const [, value] of filled) expect(main).toContain(value);
        }
        if (block.__component === 'blocks.rich-text') {
          const first = JSON.stringify(block.body).match(/"text":"([^"]{12,})"/)?.[1];
          expect(first && main.includes(first.slice(0, 40)), 'rich text shown').toBe(true);
        }
      }
      await context.close();
    });

    it(`opens and closes FAQ answers by keyboard (${locale})`, async () => {
      const context = await openContext(browser, locale);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${faqPage[locale]}`);
      const block = faq[locale].blocks.find((item) => item.__component === 'blocks.faq')!;
      const items = block.items as { question: string }[];
      expect(await page.locator('main details').count()).toBe(items.length);
      expect(await page.locator('main summary :is(h2, h3)').first().innerText()).toBe(
        items[0]!.question,
      );

      const first = page.locator('main details').first();
      expect(await first.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
      await page.locator('main summary').first().focus();
      await page.keyboard.press('Enter');
      expect(await first.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      expect(await first.locator('div').first().isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.activeElement?.closest('details')?.querySelector('summary') !== null,
        ),
      ).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      expect(await first.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
      await context.close();
    });

    it(`moves through the slider by keyboard (${locale})`, async () => {
      const { path, count } = slider[locale];
      const context = await openContext(browser, locale);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      const list = page.locator('main section ul[tabindex="0"]');
      const status = page.locator('main [aria-live="polite"]');
      await list.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => status.innerText()).toBe(sliderStatus(locale, 2, count));
      await expect
        .poll(() => list.evaluate((element) => element.scrollLeft), smoothScroll)
        .toBeGreaterThan(0);
      await page.keyboard.press('End');
      await expect.poll(() => status.innerText()).toBe(sliderStatus(locale, count, count));
      await expect
        .poll(
          () =>
            list.evaluate(
              (element) => element.scrollWidth - element.clientWidth - element.scrollLeft,
            ),
          smoothScroll,
        )
        .toBeLessThan(2);
      // The "next" button wraps around to the first image.
      const next = page.locator('main button', {
        hasText: locale === 'de' ? 'Nächstes Bild' : 'Next image',
      });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => status.innerText()).toBe(sliderStatus(locale, 1, count));
      await expect.poll(() => list.evaluate((element) => element.scrollLeft), smoothScroll).toBe(0);
      expect(await page.locator('main section ul[tabindex="0"] > li').count()).toBe(count);
      await context.close();
    });

    it(`lists every slide as a scrollable list without JavaScript (${locale})`, async () => {
      const { path, count } = slider[locale];
      const context = await openContext(browser, locale, { javaScript: false, width: 375 });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      const list = page.locator('main section ul[tabindex="0"]');
      expect(await list.locator('> li img').count()).toBe(count);
      expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
        true,
      );
      expect(await page.locator('main section button').count()).toBe(0);
      await context.close();
    });

    it(`shows the contact page with address, phone, mail and the desks (${locale})`, async () => {
      const context = await openContext(browser, locale, { javaScript: false });
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${contactPage[locale]}`);
      expect(response?.status()).toBe(200);
      const data = contact[locale];
      if (data.mail)
        expect(await page.locator(`main a[href="mailto:${data.mail}"]`).count()).toBeGreaterThan(0);
      if (data.phone)
        expect(await page.locator('main a[href^="tel:+"]').count()).toBeGreaterThan(0);
      expect(await page.locator('main address').count()).toBe(1);
      for (const desk of ['general', 'press', 'offers'] as const) {
        const person = data[desk];
        if (!person) continue;
        if (person.title)
          expect(await page.locator('main h3', { hasText: person.title }).count()).toBeGreaterThan(
            0,
          );
        if (person.mail)
          expect(
            await page.locator(`main a[href="mailto:${person.mail}"]`).count(),
          ).toBeGreaterThan(0);
      }
      await context.close();
    });
  }

  for (const locale of locales) {
    it(`has no axe violations on a visit page, the FAQ and a page with a slider at 375, 800 and 1440 px (${locale})`, async () => {
      const context = await openContext(browser, locale);
      // The contact screen is checked by the crawl (crawl/crawl.ts).
      const paths = [visitPage[locale], faqPage[locale], slider[locale].path];
      await expectNoAxeViolations(await context.newPage(), paths);
      await context.close();
    }, 180_000);
  }
});
