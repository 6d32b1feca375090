import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { bilingual } from './shell-cms';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

const text = {
  de: {
    sections: ['home-current', 'home-coming-soon', 'home-discover'],
    overviews: ['/ausstellungen', '/programm', '/digitale-angebote'],
    groups: ['Aktuelle Ausstellungen', 'Vorschau', 'Rückblick'],
    dates: 'Laufzeit',
    when: 'Wann',
    upcoming: 'Kommende Veranstaltungen',
  },
  en: {
    sections: ['home-current', 'home-coming-soon', 'home-discover'],
    overviews: ['/en/exhibitions', '/en/programme', '/en/digital-offers'],
    groups: ['Current exhibitions', 'Preview', 'Review'],
    dates: 'Dates',
    when: 'When',
    upcoming: 'Upcoming events',
  },
} as const;

/** Console errors per page: hydration must not break (a mismatch re-renders without the CSP nonce). */
const consoleErrors = new WeakMap<Page, string[]>();

async function openPage(browser: Browser, path: string): Promise<Page> {
  // A German browser, so that / stays German.
  const page = await browser.newPage({ extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  return page;
}

async function expectCleanHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(consoleErrors.get(page)).toEqual([]);
}

describe('lists: home, exhibitions and events screens', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['de', 'en'] as const) {
    const words = text[locale];

    it(`home (${locale}) has three sections with teasers and a link to their overview`, async () => {
      const page = await openPage(browser, locale === 'de' ? '/' : '/en');
      for (const [index, id] of words.sections.entries()) {
        const section = page.locator(`section[aria-labelledby="${id}-title"]`);
        await expect(section.locator('h2').textContent()).resolves.toMatch(/\S/);
        const overview = section.locator(`a[href="${words.overviews[index]}"]`);
        expect(await overview.count(), `${id} overview link`).toBe(1);
        // Each teaser links its title to a detail page of the same language.
        const teasers = section.locator('article h3 a');
        expect(await teasers.count(), `${id} teasers`).toBeGreaterThan(0);
        const first = await teasers.first().getAttribute('href');
        expect(first?.startsWith(locale === 'en' ? '/en/' : '/')).toBe(true);
      }
      await expectCleanHydration(page);
      await page.close();
    });

    it(`exhibitions list (${locale}) shows current, upcoming and past groups, and a detail`, async () => {
      const page = await openPage(browser, href('exhibitions', {}, locale));
      const headings = await page.locator('main h2').allTextContents();
      expect(headings).toEqual([...words.groups]);
      const current = page.locator('section[aria-labelledby="exhibitions-current-title"]');
      // Each group shows teasers or says that it is empty.
      for (const id of ['current', 'upcoming', 'past']) {
        const group = page.locator(`section[aria-labelledby="exhibitions-${id}-title"]`);
        const count = await group.locator('article').count();
        const empty = await group.locator('p').last().textContent();
        expect(count > 0 || Boolean(empty?.trim()), id).toBe(true);
      }
      await expectCleanHydration(page);
      const link = current.locator('article h3 a').first();
      const title = (await link.textContent())?.trim();
      const target = (await link.getAttribute('href')) ?? '';
      expect(target.startsWith(href('exhibitions', {}, locale) + '/')).toBe(true);
      await page.goto(`${baseUrl}${target}`);
      await page.locator('h1', { hasText: title }).waitFor();
      await expect(page.locator('main dt').first().textContent()).resolves.toBe(words.dates);
      await page.close();
    });

    it(`exhibition detail (${locale}) shows its type, title and body`, async () => {
      const slugs = await bilingual('exhibitions');
      const page = await openPage(browser, href('exhibition', { slug: slugs[locale] }, locale));
      const type = await page
        .locator('article[data-exhibition-type]')
        .getAttribute('data-exhibition-type');
      expect(['permanent', 'temporary', 'schauhaus']).toContain(type);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      await page.close();
    });

    it(`events list (${locale}) shows upcoming events and an event detail with its facts`, async () => {
      const page = await openPage(browser, href('events', {}, locale));
      await expect(page.locator('main h2').first().textContent()).resolves.toBe(words.upcoming);
      await expectCleanHydration(page);
      const link = page.locator('main article h3 a').first();
      const title = (await link.textContent())?.trim();
      const target = (await link.getAttribute('href')) ?? '';
      expect(target.startsWith(href('events', {}, locale) + '/')).toBe(true);
      await page.goto(`${baseUrl}${target}`);
      await page.locator('h1', { hasText: title }).waitFor();
      await expect(page.locator('main dt').first().textContent()).resolves.toBe(words.when);
      // Category and target-group tags lead to the filtered programme (SPEC §2).
      const tagLinks = await page
        .locator('main dd ul[aria-label] a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(tagLinks.some((link) => /\/programm(e)?\?(type|target)=/.test(link))).toBe(true);
      await page.close();
    });
  }
});
