import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import {
  addDays,
  closedText,
  cms,
  cmsHours,
  dayHours,
  expectedHours,
  usable,
  weekdayOf,
  type CmsHours,
  type Locale,
} from './support/cms-hours';

/**
 * The today page on an open day and on the seeded closure day, in both languages. The day is
 * chosen with the clock override (cookie zm-now or header x-zm-now), which the site under test
 * accepts because it runs with ZM_ALLOW_CLOCK_OVERRIDE=1. Expected values come from the CMS.
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

type Dated = { title: string; slug: string; startDate: string | null; endDate: string | null };

const paths: Record<Locale, string> = { de: '/heute', en: '/en/today' };
const exhibitionPath: Record<Locale, string> = { de: '/ausstellungen/', en: '/en/exhibitions/' };
const texts = {
  de: { open: 'Heute geöffnet', closed: 'Heute geschlossen', footer: 'Öffnungszeiten' },
  en: { open: 'Open today', closed: 'Closed today', footer: 'Opening hours' },
};
describe(`today page at ${baseUrl}`, () => {
  let browser: Browser;
  let hours: CmsHours;
  let closedDay: string;
  let openDay: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    hours = await cmsHours();
    // The seed closes the museum on one normally open weekday.
    const closure = hours.exceptions.find((row) => {
      const weekly = hours.weekly.find((day) => day.weekday === weekdayOf(row.date));
      return row.closed && weekly !== undefined && usable(weekly);
    });
    expect(closure, 'seeded closure on a normally open day').toBeDefined();
    closedDay = closure!.date;
    // The next regular open day after it (no exception that day).
    openDay = addDays(closedDay, 1);
    while (!dayHours(hours, openDay) || hours.exceptions.some((row) => row.date === openDay)) {
      openDay = addDays(openDay, 1);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A browser context whose requests run at 11:00 UTC (noon or 13:00 in Berlin) of a date. */
  async function contextOn(
    date: string,
    via: 'cookie' | 'header',
    width = 1280,
  ): Promise<BrowserContext> {
    // axe is injected by the test, which the site's CSP rightly forbids: bypass it here only.
    const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const instant = `${date}T11:00:00Z`;
    if (via === 'cookie')
      await context.addCookies([{ name: 'zm-now', value: instant, url: baseUrl! }]);
    else await context.setExtraHTTPHeaders({ 'x-zm-now': instant });
    return context;
  }

  for (const locale of ['de', 'en'] as const) {
    it(`shows an open day with hours, running exhibitions and the day's events (${locale})`, async () => {
      const [exhibitions, events] = await Promise.all([
        cms<Dated[]>(`/api/exhibitions?locale=${locale}&pagination[pageSize]=100`),
        cms<Dated[]>(
          `/api/events?locale=${locale}&pagination[pageSize]=100&filters[startDate][$gte]=${openDay}T00:00:00Z&filters[startDate][$lte]=${openDay}T20:00:00Z`,
        ),
      ]);
      const running = exhibitions.filter(
        (item) =>
          (!item.startDate || item.startDate <= openDay) &&
          (!item.endDate || openDay <= item.endDate),
      );
      expect(running.length).toBeGreaterThan(0);

      const context = await contextOn(openDay, 'cookie');
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${paths[locale]}`);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      expect(await main.locator('time').first().getAttribute('datetime')).toBe(openDay);
      const longDate = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', {
        timeZone: 'Europe/Berlin',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(`${openDay}T12:00:00Z`));
      expect(await main.locator('time').first().textContent()).toBe(longDate);
      const mainText = (await main.textContent()) ?? '';
      expect(mainText).toContain(
        `${texts[locale].open} ${expectedHours(dayHours(hours, openDay)!, locale)}`,
      );
      expect(mainText).not.toContain(closedText(locale, 'Zentralmuseum'));

      for (const exhibition of running) {
        const link = main.getByRole('link', { name: exhibition.title, exact: true });
        expect(await link.getAttribute('href')).toBe(`${exhibitionPath[locale]}${exhibition.slug}`);
      }
      // Events of the day (Berlin date) are listed; events of other days are not.
      for (const event of events.filter((item) => item.startDate?.startsWith(openDay))) {
        expect(await main.getByRole('link', { name: event.title, exact: true }).count()).toBe(1);
      }
      await context.close();
    });

    it(`shows the seeded closure day as closed with the museum name (${locale})`, async () => {
      const contact = await cms<{ museumName: string }>(`/api/general-contact?locale=${locale}`);
      const context = await contextOn(closedDay, locale === 'de' ? 'cookie' : 'header');
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${paths[locale]}`);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      expect(await main.locator('time').first().getAttribute('datetime')).toBe(closedDay);
      const mainText = (await main.textContent()) ?? '';
      expect(mainText).toContain(texts[locale].closed);
      // SPEC §4's sentence, then when to come instead: the next day the museum opens.
      let reopens = addDays(closedDay, 1);
      while (!dayHours(hours, reopens)) reopens = addDays(reopens, 1);
      const [hour, minute] = dayHours(hours, reopens)!.opens.split(':').map(Number) as [
        number,
        number,
      ];
      const minutes = minute ? `:${String(minute).padStart(2, '0')}` : '';
      const time =
        locale === 'de'
          ? `${hour}${minutes} Uhr`
          : `${hour % 12 || 12}${minutes} ${hour < 12 ? 'am' : 'pm'}`;
      const tomorrow = reopens === addDays(closedDay, 1);
      const next =
        locale === 'de'
          ? `Wieder geöffnet: ${tomorrow ? 'morgen ab' : ''}`
          : `Open again ${tomorrow ? 'tomorrow from' : ''}`;
      expect(mainText).toContain(`${closedText(locale, contact.museumName)} ${next}`);
      expect(mainText).toContain(`${time}.`);
      expect(
        await main
          .getByRole('heading', {
            level: 2,
            name: locale === 'de' ? 'Ausstellungen heute' : 'Exhibitions today',
          })
          .count(),
      ).toBe(0);
      // The footer shows the same day closed and the regular week.
      const footerHours = page
        .locator('footer')
        .getByRole('region', { name: texts[locale].footer });
      expect(await footerHours.textContent()).toContain(texts[locale].closed);
      await context.close();
    });
  }

  it('has opening hours in the footer with the weekly overview on any page', async () => {
    const context = await contextOn(openDay, 'header');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    const footerHours = page.locator('footer').getByRole('region', { name: texts.en.footer });
    const text = (await footerHours.textContent()) ?? '';
    expect(text).toContain(`${texts.en.open} ${expectedHours(dayHours(hours, openDay)!, 'en')}`);
    // The regular week: Monday to Sunday, neighbouring days with equal hours joined.
    const rows = await footerHours.locator('dt').allTextContents();
    expect(rows[0]).toMatch(/^Monday/);
    expect(rows.at(-1)).toMatch(/Sunday$/);
    await context.close();
  });

  for (const [day, width] of [
    ['open', 375],
    ['open', 1440],
    ['closed', 800],
  ] as const) {
    it(`has no axe violations on the ${day} today page at ${width} px`, async () => {
      const context = await contextOn(day === 'open' ? openDay : closedDay, 'cookie', width);
      const path = day === 'open' ? paths.de : paths.en;
      await expectNoAxeViolations(await context.newPage(), [path], { widths: [width] });
      await context.close();
    });
  }
});

describe('Museum JSON-LD', () => {
  type Spec = { dayOfWeek?: string[]; opens: string; closes: string; validFrom?: string };
  type MuseumBlock = {
    '@type': string;
    name: string;
    url: string;
    telephone?: string;
    openingHoursSpecification: Spec[];
    specialOpeningHoursSpecification: Spec[];
  };

  async function museumBlock(path: string, now: string): Promise<MuseumBlock> {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'x-zm-now': now } });
    expect(response.status).toBe(200);
    const html = await response.text();
    // The page has more JSON-LD blocks (WebSite, BreadcrumbList): the museum is one of them.
    const blocks = Array.from(
      html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      (match) => JSON.parse(match[1]!) as MuseumBlock,
    );
    const museum = blocks.find((block) => block['@type'] === 'Museum');
    expect(museum, `Museum JSON-LD on ${path}`).toBeDefined();
    return museum!;
  }

  it('describes the museum with the seeded hours on the home and visit pages', async () => {
    const hours = await cmsHours();
    const closure = hours.exceptions.find((row) => row.closed)!;
    for (const [path, locale] of [
      ['/', 'de'],
      ['/en/visit', 'en'],
    ] as const) {
      const contact = await cms<{ museumName: string; phone: string }>(
        `/api/general-contact?locale=${locale}`,
      );
      const block = await museumBlock(path, `${addDays(closure.date, -1)}T12:00:00Z`);
      expect(block['@type']).toBe('Museum');
      expect(block.name).toBe(contact.museumName);
      expect(block.telephone).toBe(contact.phone);
      expect(new URL(block.url).pathname).toBe(locale === 'de' ? '/' : '/en');
      const openDays = block.openingHoursSpecification.flatMap((spec) =>
        spec.opens === spec.closes ? [] : (spec.dayOfWeek ?? []),
      );
      const expectedOpen = hours.weekly
        .filter(usable)
        .map((day) => `https://schema.org/${day.weekday[0]!.toUpperCase()}${day.weekday.slice(1)}`);
      expect(openDays.sort()).toEqual(expectedOpen.sort());
      expect(block.specialOpeningHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: closure.date,
        validThrough: closure.date,
      });
    }
  });
});
