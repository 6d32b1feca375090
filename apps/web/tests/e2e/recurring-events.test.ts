import ICAL from 'ical.js';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCalendarPath, programmeCalendarPath } from '../../app/site/feed-paths';
import { href } from '../../app/site/paths';
import { launchBrowser } from './support/browser';

/**
 * A recurring event (the seeded open studio, every Saturday, with one date cancelled and one
 * moved) on a day of its series: on the today page, in the programme filtered to today, on its
 * own page and in the calendar feeds as one rule. The day is chosen with the clock override
 * (cookie zm-now), which the site under test accepts (ZM_ALLOW_CLOCK_OVERRIDE=1); the series'
 * dates come from the CMS.
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');

const slugs = { de: 'offenes-atelier-schauhaus', en: 'open-studio-schauhaus' } as const;

type Change = { date: string; kind: 'cancelled' | 'moved'; newStart: string | null };
type SeriesEntry = {
  title: string;
  startDate: string;
  series: { saturday: boolean; until: string | null; changes: Change[] } | null;
};

async function cmsEvent(locale: 'de' | 'en'): Promise<SeriesEntry> {
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const query = `filters[slug][$eq]=${slugs[locale]}&locale=${locale}&populate[series][populate][changes]=true`;
  const response = await fetch(`${cmsUrl}/api/events?${query}`, { headers });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: SeriesEntry[] };
  expect(data).toHaveLength(1);
  return data[0]!;
}

const berlinDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(instant);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe(`a recurring event at ${baseUrl}`, () => {
  let browser: Browser;
  let title: Record<'de' | 'en', string>;
  /** A Saturday of the series after today that takes place as planned. */
  let seriesDay: string;
  let cancelledDay: string;
  let movedDay: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const [de, en] = await Promise.all([cmsEvent('de'), cmsEvent('en')]);
    title = { de: de.title, en: en.title };
    expect(de.series?.saturday).toBe(true);
    // The series is shared by both languages (each locale has its own component rows).
    const withoutIds = (value: unknown) =>
      JSON.stringify(value, (key, inner: unknown) => (key === 'id' ? undefined : inner));
    expect(withoutIds(en.series)).toBe(withoutIds(de.series));
    const changes = de.series!.changes;
    cancelledDay = changes.find((change) => change.kind === 'cancelled')!.date;
    movedDay = changes.find((change) => change.kind === 'moved')!.date;
    const today = berlinDay(new Date());
    let day = berlinDay(new Date(de.startDate));
    while (day <= today || changes.some((change) => change.date === day)) day = addDays(day, 7);
    expect(de.series!.until === null || day <= de.series!.until).toBe(true);
    seriesDay = day;
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function contextOn(date: string): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // 09:00 UTC: before the studio opens (11:00 Berlin), on the series' day.
    await context.addCookies([{ name: 'zm-now', value: `${date}T09:00:00Z`, url: baseUrl! }]);
    return context;
  }

  for (const locale of ['de', 'en'] as const) {
    it(`lists the day's occurrence on the today page (${locale})`, async () => {
      const context = await contextOn(seriesDay);
      const page = await context.newPage();
      expect((await page.goto(`${baseUrl}${href('today', {}, locale)}`))?.status()).toBe(200);
      const main = page.locator('main');
      expect(await main.locator('time').first().getAttribute('datetime')).toBe(seriesDay);
      const link = main.getByRole('link', { name: title[locale], exact: true });
      await expect(link.count()).resolves.toBe(1);
      expect(await link.getAttribute('href')).toBe(href('event', { slug: slugs[locale] }, locale));
      const entry = (await link.locator('xpath=..').textContent()) ?? '';
      expect(entry).toContain(locale === 'de' ? '11–16 Uhr' : '11 am–4 pm');
      await context.close();
    });

    it(`shows the occurrence in the programme filtered to today (${locale})`, async () => {
      const context = await contextOn(seriesDay);
      const page = await context.newPage();
      const programme = href('programme', {}, locale, { when: 'today' });
      expect((await page.goto(`${baseUrl}${programme}`))?.status()).toBe(200);
      const card = page
        .locator('main article, main li')
        .filter({ has: page.getByRole('link', { name: title[locale], exact: true }) });
      await expect(card.count()).resolves.toBeGreaterThan(0);
      const dates = await card
        .first()
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
      expect(dates.some((value) => value.startsWith(seriesDay))).toBe(true);
      await context.close();
    });
  }

  it('marks a cancelled date on the today page', async () => {
    const context = await contextOn(cancelledDay);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${href('today', {}, 'de')}`);
    const link = page.locator('main').getByRole('link', { name: title.de, exact: true });
    await expect(link.count()).resolves.toBe(1);
    expect(await link.locator('xpath=..').textContent()).toContain('abgesagt');
    await context.close();
  });

  it("lists the next dates on the event's page, the cancelled one marked", async () => {
    const context = await contextOn(seriesDay);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${href('event', { slug: slugs.de }, 'de')}`);
    const dates = page.getByRole('region', { name: 'Nächste Termine' });
    // The rule in words, then the dates.
    expect(await dates.textContent()).toContain('Jeden Samstag, bis ');
    const items = dates.getByRole('listitem');
    await expect(items.count()).resolves.toBeGreaterThan(2);
    const texts = await items.allTextContents();
    const cancelled = texts.filter((text) => text.includes('Abgesagt'));
    // The cancelled date lies ahead of the chosen day only when it comes after it.
    expect(cancelled.length).toBe(cancelledDay > seriesDay ? 1 : 0);
    await context.close();
  });

  it('gives the series to calendars as one rule with its changes (RRULE, EXDATE, RECURRENCE-ID)', async () => {
    const context = await contextOn(seriesDay);
    const page = await context.newPage();
    for (const path of [
      eventCalendarPath('de', slugs.de),
      programmeCalendarPath('de', new URLSearchParams({ when: 'today' })),
    ]) {
      const response = await page.request.get(`${baseUrl}${path}`);
      expect(response.status(), path).toBe(200);
      const text = await response.text();
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
        'Europe/Berlin',
      );
      const url = `${baseUrl}${href('event', { slug: slugs.de }, 'de')}`;
      const entries = calendar
        .getAllSubcomponents('vevent')
        .filter((entry) => entry.getFirstPropertyValue('url') === url);
      const master = entries.find((entry) => entry.hasProperty('rrule'));
      expect(master, path).toBeDefined();
      expect(String(master!.getFirstPropertyValue('rrule'))).toContain('BYDAY=SA');
      expect(master!.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
      const excluded = master!
        .getAllProperties('exdate')
        .flatMap((property) => property.getValues().map((value) => String(value).slice(0, 10)));
      expect(excluded).toContain(cancelledDay);
      const moved = entries.filter((entry) => entry.hasProperty('recurrence-id'));
      expect(
        moved.map((entry) => String(entry.getFirstPropertyValue('recurrence-id')).slice(0, 10)),
      ).toEqual([movedDay]);
      expect(moved[0]!.getFirstPropertyValue('uid')).toBe(master!.getFirstPropertyValue('uid'));
    }
    await context.close();
  });
});
