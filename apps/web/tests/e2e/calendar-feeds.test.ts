import ICAL from 'ical.js';
import type { APIResponse, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

// The seeded demo content: a cancelled reading, a free festival, the festival category, and
// the machine hall, an exhibition with several events, and glass and light, one without any.
const demo = {
  de: {
    cancelled: 'lesung-briefe-telegrafenstation',
    cancelledWord: 'Abgesagt',
    free: 'museumsfest',
    freeWord: 'Eintritt frei',
    costs: 'Kosten',
    add: 'In den Kalender',
    subscribe: 'Programm abonnieren',
    festival: 'fest',
    festivalTitle: 'Fest',
    exhibition: 'maschinenhalle',
    exhibitionWithoutEvents: 'glas-und-licht',
    subscribeExhibition: 'Termine dieser Ausstellung abonnieren',
    webcal: 'In der Kalender-App öffnen',
  },
  en: {
    cancelled: 'reading-letters-telegraph-station',
    cancelledWord: 'Cancelled',
    free: 'museum-festival',
    freeWord: 'Free admission',
    costs: 'Costs',
    add: 'Add to calendar',
    subscribe: 'Subscribe to the programme',
    festival: 'festival',
    festivalTitle: 'Festival',
    exhibition: 'machine-hall',
    exhibitionWithoutEvents: 'glass-and-light',
    subscribeExhibition: "Subscribe to this exhibition's events",
    webcal: 'Open in your calendar app',
  },
} as const;

type Entry = { summary: string; status: string; url: string; categories: string[] };

/** The answer must be a calendar; its entries as an independent parser (ical.js) reads them. */
async function calendarEntries(response: APIResponse): Promise<Entry[]> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
    'Europe/Berlin',
  );
  return calendar.getAllSubcomponents('vevent').map((entry) => ({
    summary: String(entry.getFirstPropertyValue('summary')),
    status: String(entry.getFirstPropertyValue('status')),
    url: String(entry.getFirstPropertyValue('url')),
    categories: entry.getAllProperties('categories').flatMap((p) => p.getValues().map(String)),
  }));
}

async function linkTarget(page: Page, name: string): Promise<string> {
  const link = page.getByRole('link', { name, exact: true });
  await expect(link.count()).resolves.toBe(1);
  return new URL((await link.getAttribute('href')) ?? '', page.url()).href;
}

describe('calendar feeds from the pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['de', 'en'] as const) {
    const words = demo[locale];

    it(`offers a cancelled event's calendar file, marked cancelled (${locale})`, async () => {
      const page = await browser.newPage();
      const path = href('event', { slug: words.cancelled }, locale);
      await page.goto(`${baseUrl}${path}`);
      const marker = page.locator('main strong').getByText(words.cancelledWord, { exact: true });
      await expect(marker.count()).resolves.toBe(1);
      const response = await page.request.get(await linkTarget(page, words.add));
      expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=/);
      const entries = await calendarEntries(response);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ status: 'CANCELLED', url: `${baseUrl}${path}` });
      expect(entries[0]?.summary).toContain(words.cancelledWord);
      await page.close();
    });

    it(`marks a free event (${locale})`, async () => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${href('event', { slug: words.free }, locale)}`);
      // In the costs row of the practical facts (issue 43: the box says it, once).
      const costs = page
        .locator('main dt', { hasText: words.costs })
        .locator('xpath=following-sibling::dd[1]');
      await expect(costs.textContent()).resolves.toContain(words.freeWord);
      await expect(
        page.locator('main').getByText(words.freeWord, { exact: true }).count(),
      ).resolves.toBe(1);
      await page.close();
    });

    it(`subscribes to the programme with the filters on screen (${locale})`, async () => {
      const page = await browser.newPage();
      const programme = href('programme', {}, locale, { type: words.festival });
      await page.goto(`${baseUrl}${programme}`);
      const feed = await linkTarget(page, words.subscribe);
      expect(new URL(feed).searchParams.get('type')).toBe(words.festival);
      // The head advertises the same feed to browsers and calendar apps.
      const advertised = page.locator('link[rel="alternate"][type="text/calendar"]');
      expect(await advertised.getAttribute('href')).toBe(feed);
      const entries = await calendarEntries(await page.request.get(feed));
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.categories.includes(words.festivalTitle))).toBe(true);
      expect(entries.map((entry) => entry.url)).toContain(
        `${baseUrl}${href('event', { slug: words.free }, locale)}`,
      );
      // Without the filter the programme holds more, the cancelled reading among them.
      const all = await calendarEntries(
        await page.request.get(`${baseUrl}${new URL(feed).pathname}`),
      );
      expect(all.length).toBeGreaterThan(entries.length);
      expect(all.find((entry) => entry.status === 'CANCELLED')?.url).toBe(
        `${baseUrl}${href('event', { slug: words.cancelled }, locale)}`,
      );
      await page.close();
    });

    it(`subscribes to an exhibition's events and no others (${locale})`, async () => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${href('exhibition', { slug: words.exhibition }, locale)}`);
      const feed = await linkTarget(page, words.subscribeExhibition);
      expect(new URL(feed).searchParams.get('exhibition')).toBe(words.exhibition);
      const advertised = page.locator('link[rel="alternate"][type="text/calendar"]');
      expect(await advertised.getAttribute('href')).toBe(feed);
      const webcal = await page.getByRole('link', { name: words.webcal }).getAttribute('href');
      expect(webcal).toBe(feed.replace(/^https?:/, 'webcal:'));

      // The exhibition's events are those its page lists; the feed holds the ones of them that
      // the whole programme feed holds (its period), and nothing else.
      const listed = page.locator('section[aria-labelledby="exhibition-events-title"] a');
      const own = new Set(
        (
          await listed.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
        ).map((url) => url.replace(/[?#].*$/, '')),
      );
      const entries = await calendarEntries(await page.request.get(feed));
      const all = await calendarEntries(
        await page.request.get(`${baseUrl}${new URL(feed).pathname}`),
      );
      const expected = all.map((entry) => entry.url).filter((url) => own.has(url));
      expect(expected.length).toBeGreaterThan(0);
      expect(all.length).toBeGreaterThan(expected.length);
      expect(entries.map((entry) => entry.url).sort()).toEqual(expected.sort());

      // An exhibition that does not exist (any more) is an empty calendar, not an error.
      const unknown = new URL(feed);
      unknown.searchParams.set('exhibition', 'gibt-es-nicht');
      // (Without entries there is no time zone to describe, so no VTIMEZONE either.)
      const empty = await page.request.get(unknown.href);
      expect(empty.status()).toBe(200);
      expect(empty.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await empty.text()));
      expect(calendar.name).toBe('vcalendar');
      expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
      await page.close();
    });

    it(`offers no subscription on an exhibition without events (${locale})`, async () => {
      const page = await browser.newPage();
      const path = href('exhibition', { slug: words.exhibitionWithoutEvents }, locale);
      expect((await page.goto(`${baseUrl}${path}`))?.status()).toBe(200);
      const link = page.getByRole('link', { name: words.subscribeExhibition, exact: true });
      await expect(link.count()).resolves.toBe(0);
      const advertised = page.locator('link[rel="alternate"][type="text/calendar"]');
      await expect(advertised.count()).resolves.toBe(0);
      await page.close();
    });
  }
});
