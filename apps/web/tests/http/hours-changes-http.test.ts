import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_OVERRIDE_ENV } from '../../app/features/clock/now.server';
import { startSiteOnFakeCms, type SiteOnFakeCms } from '../e2e/support/web-server';

/**
 * The recorded closure (a staff meeting on a normally open Wednesday) is announced wherever the
 * site shows opening hours – in the footer of every page and in the main content of the home,
 * visit and today pages – from 14 days ahead, in both languages. The production site reads the
 * fake CMS (the recorded v5 fixtures); the day is set per request with x-zm-now.
 */
let site: SiteOnFakeCms;

beforeAll(async () => {
  site = await startSiteOnFakeCms({ [CLOCK_OVERRIDE_ENV]: '1' });
});

afterAll(() => site?.stop());

type Row = { date: string; closed: boolean; labelDe?: string | null; labelEn?: string | null };

/** The recorded closure from the CMS: its date and its occasion in both languages. */
async function recordedClosure(): Promise<Row> {
  const response = await fetch(`${site.cmsUrl}/api/opening-hours?populate[exceptions]=true`);
  const { data } = (await response.json()) as { data: { exceptions: Row[] } };
  // The first closure of the year on a Wednesday: the seed's staff meeting.
  const closure = data.exceptions.find(
    (row) => row.closed && new Date(`${row.date}T12:00:00Z`).getUTCDay() === 3,
  );
  expect(closure, 'a recorded closure on a Wednesday').toBeDefined();
  return closure!;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function dayInWords(date: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    timeZone: 'Europe/Berlin',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`));
}

async function page(path: string, date: string): Promise<{ main: string; footer: string }> {
  // 11:00 UTC: noon or one o'clock in Berlin.
  const response = await fetch(`${site.web.url}${path}`, {
    headers: { 'x-zm-now': `${date}T11:00:00Z` },
  });
  expect(response.status, path).toBe(200);
  const html = (await response.text()).replaceAll('&#x27;', "'");
  const part = (tag: string) => html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));
  return { main: part('main'), footer: part('footer') };
}

const pages = {
  de: ['/', '/besuch', '/besuch/zeiten-preise', '/heute'],
  en: ['/en', '/en/visit', '/en/visit/opening-prices', '/en/today'],
} as const;

describe('closures ahead', () => {
  it('are announced in the main content and the footer of the home, visit and today pages (de, en)', async () => {
    const closure = await recordedClosure();
    const announcement = {
      de: `Geschlossen am ${dayInWords(closure.date, 'de-DE')} (${closure.labelDe})`,
      en: `Closed on ${dayInWords(closure.date, 'en-US')} (${closure.labelEn})`,
    };
    const heading = { de: 'Abweichende Öffnungszeiten', en: 'Changes to the opening hours' };
    const fiveDaysBefore = addDays(closure.date, -5);
    for (const locale of ['de', 'en'] as const) {
      for (const path of pages[locale]) {
        const { main, footer } = await page(path, fiveDaysBefore);
        // Booleans: a failure names the page, not all of its HTML.
        expect(main.includes(announcement[locale]), `${path}: main content`).toBe(true);
        expect(main.includes(heading[locale]), `${path}: heading in main`).toBe(true);
        expect(footer.includes(announcement[locale]), `${path}: footer`).toBe(true);
      }
    }
    // Every other page carries it in its footer.
    const { main, footer } = await page('/ausstellungen', fiveDaysBefore);
    expect(footer.includes(announcement.de), '/ausstellungen: footer').toBe(true);
    expect(main.includes(announcement.de), '/ausstellungen: main content').toBe(false);
  });

  it('from 14 days ahead, including the day itself, and no longer after it', async () => {
    const closure = await recordedClosure();
    const mention = `Geschlossen am ${dayInWords(closure.date, 'de-DE')}`;
    const mentioned = async (date: string) =>
      (await page('/besuch', date)).footer.includes(mention);
    expect(await mentioned(addDays(closure.date, -13)), '13 days before').toBe(true);
    expect(await mentioned(closure.date), 'on the day').toBe(true);
    expect(await mentioned(addDays(closure.date, -14)), '14 days before').toBe(false);
    const after = await page('/besuch', addDays(closure.date, 1));
    expect(after.footer.includes(mention), 'the day after').toBe(false);
    expect(after.main.includes('Abweichende Öffnungszeiten'), 'the day after').toBe(false);
  });
});
