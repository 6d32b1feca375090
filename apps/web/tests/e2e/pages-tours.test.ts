import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl, cms, locales, openContext, relation, type Locale } from './pages-support';

/** Guided tours: the list with its target filter (with and without JavaScript) and a detail. */
type Info = Record<string, string | null>;
type Offer = {
  title: string;
  slug: string;
  type: string;
  bookable: boolean;
  info: Info | null;
  durationMinutes: number | null;
  targetGroups: unknown;
};

const listPath: Record<Locale, string> = { de: '/fuehrungen', en: '/en/guided-tours' };
const requestWord: Record<Locale, string> = { de: 'anfrage', en: 'request' };
const labels: Record<Locale, Record<string, string>> = {
  de: {
    material: 'Material',
    costs: 'Kosten',
    targetGroup: 'Zielgruppe',
    registration: 'Anmeldung',
    contact: 'Kontakt',
    place: 'Ort',
    meetingPoint: 'Treffpunkt',
    notes: 'Hinweise',
    participants: 'Teilnehmendenzahl',
    duration: 'Dauer',
  },
  en: {
    material: 'Material',
    costs: 'Costs',
    targetGroup: 'Target group',
    registration: 'Registration',
    contact: 'Contact',
    place: 'Place',
    meetingPoint: 'Meeting point',
    notes: 'Notes',
    participants: 'Number of participants',
    duration: 'Duration',
  },
};
const listLabel: Record<Locale, string> = {
  de: 'Führungen und Angebote',
  en: 'Guided tours and offers',
};

const offers: Record<Locale, Offer[]> = { de: [], en: [] };
/** A bookable guided tour with an info block, in both languages. */
const tour: Partial<Record<Locale, Offer>> = {};

const targetsOf = (offer: Offer) => relation<{ slug: string; title: string }>(offer.targetGroups);

describe(`guided tours at ${baseUrl}`, () => {
  let browser: Browser;

  beforeAll(async () => {
    for (const locale of locales) {
      offers[locale] = await cms<Offer[]>(
        `/api/offers?locale=${locale}&populate[info]=true&populate[targetGroups]=true&pagination[pageSize]=200`,
      );
      tour[locale] = offers[locale].find(
        (offer) => offer.bookable && offer.type === 'guidedTour' && offer.info && offer.info.costs,
      );
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`shows a guided tour's info block and the request link (${locale})`, async () => {
      const offer = tour[locale];
      expect(offer, 'a bookable guided tour with an info block in the CMS').toBeTruthy();
      const context = await openContext(browser, locale);
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${listPath[locale]}/${offer!.slug}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('main h1').innerText()).toContain(offer!.title);

      const info = offer!.info!;
      // The duration row shows the shared minutes, or the text where there are none.
      const filled = Object.keys(labels[locale]).filter(
        (field) => info[field]?.trim() || (field === 'duration' && offer!.durationMinutes),
      );
      const known = Object.values(labels[locale]);
      // The rows of the info text among the practical facts' rows (practical-facts.test.ts).
      const terms = (await page.locator('main [data-info-block] dt').allInnerTexts()).filter(
        (term) => known.includes(term.trim()),
      );
      expect(terms).toEqual(filled.map((field) => labels[locale][field]));
      expect(await page.locator('main').innerText()).toContain(info.costs!);
      if (info.title)
        expect(await page.locator('main h2', { hasText: info.title }).count()).toBe(1);

      const request = page.locator(`main a[href$="/${offer!.slug}/${requestWord[locale]}"]`);
      expect(await request.count()).toBe(1);
      await request.click();
      await page.waitForURL(`**/${offer!.slug}/${requestWord[locale]}`);
      await context.close();
    });

    for (const javaScript of [true, false]) {
      it(`filters the list by target group ${javaScript ? 'with' : 'without'} JavaScript (${locale})`, async () => {
        const group = targetsOf(tour[locale]!)[0]!;
        const expected = offers[locale]
          .filter((offer) => targetsOf(offer).some((target) => target.slug === group.slug))
          .map((offer) => offer.title)
          .sort();
        expect(expected.length).toBeLessThan(offers[locale].length);

        const context = await openContext(browser, locale, { javaScript });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${listPath[locale]}`);
        if (javaScript) await hydrated(page);
        const list = page.locator(`main ul[aria-label="${listLabel[locale]}"] > li h3`);
        expect(await list.count()).toBe(offers[locale].length);

        await page.locator('main select[name="target"]').selectOption(group.slug);
        await page.locator('main form button[type="submit"]').click();
        await page.waitForURL((url) => url.searchParams.get('target') === group.slug);
        await page.waitForFunction(
          ([selector, count]) => document.querySelectorAll(selector as string).length === count,
          [`main ul[aria-label="${listLabel[locale]}"] > li h3`, expected.length] as const,
        );
        expect((await list.allInnerTexts()).map((title) => title.trim()).sort()).toEqual(expected);
        expect(await page.locator('main select[name="target"]').inputValue()).toBe(group.slug);
        await context.close();
      });
    }

    it(`ignores an unknown target and says so (${locale})`, async () => {
      const context = await openContext(browser, locale, { javaScript: false });
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${listPath[locale]}?target=no-such-group`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('main [role="status"]').innerText()).toContain('no-such-group');
      expect(await page.locator(`main ul[aria-label="${listLabel[locale]}"] > li`).count()).toBe(
        offers[locale].length,
      );
      await context.close();
    });
  }

  for (const locale of locales) {
    it(`has no axe violations on a tour at 375, 800 and 1440 px (${locale})`, async () => {
      const context = await openContext(browser, locale);
      // The list screen is checked by the crawl (crawl/crawl.ts).
      const paths = [`${listPath[locale]}/${tour[locale]!.slug}`];
      await expectNoAxeViolations(await context.newPage(), paths);
      await context.close();
    }, 120_000);
  }
});
