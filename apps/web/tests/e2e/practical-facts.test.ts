import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { baseUrl, cms, locales, openContext, type Locale } from './pages-support';

/**
 * Issue 43, point 3: an event, a guided tour and an exhibition each show the practical facts in
 * the one info block, its rows in the same order, and no paragraph of the page twice.
 */

/** Every row label of the info block, in its fixed order. */
const order: Record<Locale, string[]> = {
  de: [
    'Material',
    'Kosten',
    'Tickets',
    'Zielgruppe',
    'Anmeldung',
    'Kontakt',
    'Ort',
    'Treffpunkt',
    'Barrierefreiheit',
    'Hinweise',
    'Teilnehmendenzahl',
    'Dauer',
    'Sprache',
  ],
  en: [
    'Material',
    'Costs',
    'Tickets',
    'Target group',
    'Registration',
    'Contact',
    'Place',
    'Meeting point',
    'Accessibility',
    'Notes',
    'Number of participants',
    'Duration',
    'Language',
  ],
};

const paths: Record<Locale, { event: string; tour: string; exhibition: string }> = {
  de: { event: '/veranstaltungen', tour: '/fuehrungen', exhibition: '/ausstellungen' },
  en: { event: '/en/events', tour: '/en/guided-tours', exhibition: '/en/exhibitions' },
};

type Kind = 'event' | 'tour' | 'exhibition';
interface Item {
  slug: string;
  price?: number | string | null;
  ticketUrl?: string | null;
  languages?: string | null;
  stepFree?: boolean | null;
  registrationRequired?: boolean | null;
  durationMinutes?: number | null;
}

/** One item per kind and language that has facts in several rows (found in the CMS). */
const items: Record<Locale, Partial<Record<Kind, Item>>> = { de: {}, en: {} };

/** Rows each item must show, by the facts found in the CMS. */
function expectedRows(kind: Kind, item: Item, locale: Locale): string[] {
  const [, costs, tickets, , registration, , , , accessibility, , , duration, language] =
    order[locale];
  return [
    ...(item.price !== null && item.price !== undefined ? [costs!] : []),
    ...(item.ticketUrl ? [tickets!] : []),
    ...(item.registrationRequired !== null && item.registrationRequired !== undefined
      ? [registration!]
      : []),
    ...(item.stepFree !== null && item.stepFree !== undefined ? [accessibility!] : []),
    ...(kind !== 'exhibition' && item.durationMinutes ? [duration!] : []),
    ...(item.languages ? [language!] : []),
  ];
}

/**
 * The page's own paragraphs and the lines of its info block that say something twice, compared
 * by their words (teaser cards of related items, each a list item, are theirs).
 */
async function repeatedTexts(page: Page): Promise<string[]> {
  const texts = await page.locator('main p, main [data-info-block] dd > *').evaluateAll((nodes) =>
    nodes
      .filter((node) => node.closest('[data-info-block]') || !node.closest('li'))
      .map((node) => (node.textContent ?? '').toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''))
      .filter((text) => text.length > 0),
  );
  return texts.filter((text, index) => texts.indexOf(text) !== index);
}

describe(`practical facts at ${baseUrl}`, () => {
  let browser: Browser;

  beforeAll(async () => {
    const facts = 'filters[languages][$notNull]=true&filters[stepFree][$notNull]=true';
    for (const locale of locales) {
      const events = await cms<Item[]>(
        `/api/events?locale=${locale}&${facts}&filters[price][$notNull]=true&filters[ticketUrl][$notNull]=true&pagination[pageSize]=100`,
      );
      const tours = await cms<Item[]>(
        `/api/offers?locale=${locale}&${facts}&filters[type][$eq]=guidedTour&filters[durationMinutes][$notNull]=true&pagination[pageSize]=100`,
      );
      const exhibitions = await cms<Item[]>(
        `/api/exhibitions?locale=${locale}&${facts}&filters[ticketUrl][$notNull]=true&filters[type][$eq]=temporary&pagination[pageSize]=100`,
      );
      items[locale] = { event: events[0], tour: tours[0], exhibition: exhibitions[0] };
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    for (const kind of ['event', 'tour', 'exhibition'] as const) {
      it(`shows the facts box on ${kind === 'tour' ? 'a guided tour' : `an ${kind}`} page, each paragraph once (${locale})`, async () => {
        const item = items[locale][kind];
        expect(item, `a ${kind} with practical facts in the CMS (${locale})`).toBeTruthy();
        const context = await openContext(browser, locale, { javaScript: false });
        const page = await context.newPage();
        const response = await page.goto(`${baseUrl}${paths[locale][kind]}/${item!.slug}`);
        expect(response?.status()).toBe(200);

        const boxes = page.locator('main [data-info-block]');
        expect(await boxes.count()).toBe(1);
        const labels = (await boxes.locator('dt').allInnerTexts()).map((label) => label.trim());
        // The fixed order, whichever rows are filled.
        const positions = labels.map((label) => order[locale].indexOf(label));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const label of expectedRows(kind, item!, locale)) expect(labels).toContain(label);

        if (item!.ticketUrl) {
          const ticket = boxes.locator(`a[href="${item!.ticketUrl}"]`);
          expect(await ticket.count()).toBe(1);
        }
        expect(await repeatedTexts(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
