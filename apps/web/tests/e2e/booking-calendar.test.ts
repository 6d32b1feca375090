import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { dateKeys } from './support/booking-day';
import { hydrated, launchBrowser } from './support/browser';

/**
 * Issue 43: the booking form respects the museum's calendar. A Monday (the museum's closed day)
 * and a day within the offer's lead time are refused with the reason in the page language –
 * without JavaScript by the server, keeping every value; with JavaScript as soon as the day is
 * chosen, announced, before anything is sent. The site's day is fixed (cookie zm-now), so the
 * lead time ends on a known day.
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') || undefined;
type Locale = 'de' | 'en';

/** Tuesday, 2 February 2027, 10:00 in Berlin: after the seeded holidays, before the next. */
const NOW = '2027-02-02T09:00:00Z';
const TODAY = '2027-02-02';
/** Four weeks on: a Monday beyond any demo offer's lead time. */
const MONDAY = '2027-03-01';
/** Three days on: within the lead time of an offer that asks for more notice. */
const TOO_EARLY = '2027-02-05';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const inWords = (date: string, locale: Locale, withYear = true) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    timeZone: 'Europe/Berlin',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(`${date}T12:00:00Z`));

interface OfferRules {
  paths: Record<Locale, string>;
  leadDays: number;
  minParticipants: number;
  earliest: string | null;
}

/** A bookable offer in both languages that asks for more than three days' notice. */
async function offerWithLeadTime(): Promise<OfferRules> {
  const answer = (await (
    await fetch(
      `${cmsUrl}/api/offers?locale=de&filters[bookable][$eq]=true&filters[bookingLeadDays][$gt]=3` +
        `&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale`,
    )
  ).json()) as {
    data: {
      slug: string;
      minParticipants: number | null;
      bookingLeadDays: number;
      bookingEarliest: string | null;
      localizations?: { slug: string; locale: string }[];
    }[];
  };
  const offer = answer.data.find((item) => item.localizations?.some((l) => l.locale === 'en'));
  if (!offer) throw new Error('no bookable offer with a lead time and an English version');
  const en = offer.localizations!.find((l) => l.locale === 'en')!.slug;
  return {
    paths: { de: `/fuehrungen/${offer.slug}/anfrage`, en: `/en/guided-tours/${en}/request` },
    leadDays: offer.bookingLeadDays,
    minParticipants: offer.minParticipants ?? 1,
    earliest: offer.bookingEarliest?.slice(0, 5) ?? null,
  };
}

function reasons(offer: OfferRules) {
  const earliest = addDays(TODAY, offer.leadDays);
  return {
    de: {
      monday: 'Montags ist das Museum geschlossen. Bitte wählen Sie einen anderen Tag.',
      early: `Dieses Angebot braucht ${offer.leadDays} Tage Vorlauf. Bitte wählen Sie den ${inWords(earliest, 'de')} oder einen späteren Tag.`,
      // The hint leaves out this year's year.
      hint: `Frühestens am ${inWords(earliest, 'de', false)} (${offer.leadDays} Tage Vorlauf).`,
    },
    en: {
      monday: 'The museum is closed on Mondays. Please choose another day.',
      early: `This offer needs ${offer.leadDays} days’ notice. Please choose ${inWords(earliest, 'en')} or a later day.`,
      hint: `From ${inWords(earliest, 'en', false)} at the earliest (${offer.leadDays} days’ notice).`,
    },
  };
}

/** Everything but the date, as a visitor fills it in. */
async function fillTheRest(page: Page, offer: OfferRules) {
  const [hour, minute] = (offer.earliest && offer.earliest > '10:30' ? offer.earliest : '10:30')
    .split(':')
    .map(String);
  await page.selectOption('#booking-language', 'de');
  await page.selectOption('#booking-hour', hour!);
  await page.selectOption('#booking-minute', minute!);
  await page.fill('#booking-participants', String(offer.minParticipants));
  await page.fill('#booking-first-name', 'Kalender');
  await page.fill('#booking-last-name', 'Prüferin');
  await page.fill('#booking-email', 'kalender@example.org');
  await page.fill('#booking-message', 'Bitte mit Pause.');
  await page.fill('#booking-address', 'Datumsweg 2');
  await page.fill('#booking-postal-code', '10115');
  await page.fill('#booking-city', 'Berlin');
  await page.check('#booking-consent');
}

/** Types a day into the date field with the keyboard, as a visitor does, and leaves it. */
async function chooseDay(page: Page, date: string) {
  await page.focus('#booking-date');
  await page.keyboard.type(dateKeys(date));
  await page.keyboard.press('Tab');
}

const dateError = (page: Page) => page.locator('#booking-date-error');

describe('booking form and the museum calendar', () => {
  let browser: Browser;
  let offer: OfferRules;

  beforeAll(async () => {
    browser = await launchBrowser();
    offer = await offerWithLeadTime();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(locale: Locale, javaScript: boolean): Promise<[BrowserContext, Page]> {
    const context = await browser.newContext({
      javaScriptEnabled: javaScript,
      bypassCSP: true,
      locale: 'en-US',
    });
    await context.addCookies([{ name: 'zm-now', value: NOW, url: baseUrl! }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${offer.paths[locale]}`);
    if (javaScript) await hydrated(page);
    return [context, page];
  }

  for (const locale of ['de', 'en'] as const) {
    it(`${locale}, without JavaScript: the server refuses a Monday and a too early day with the reason and keeps every value`, async () => {
      const texts = reasons(offer)[locale];
      const [context, page] = await open(locale, false);
      try {
        // The rules are beside the field before anything is sent; the field starts at the
        // first possible day.
        expect(await page.textContent('#booking-date-hint')).toContain(texts.hint);
        expect(await page.getAttribute('#booking-date', 'min')).toBe(
          addDays(TODAY, offer.leadDays),
        );
        expect(await page.getAttribute('#booking-date', 'aria-describedby')).toContain(
          'booking-date-hint',
        );

        await fillTheRest(page, offer);
        for (const [day, reason] of [
          [MONDAY, texts.monday],
          [TOO_EARLY, texts.early],
        ] as const) {
          await page.fill('#booking-date', day);
          await Promise.all([
            page.waitForEvent('load'),
            page.click('form[aria-labelledby="booking-form-title"] button[type="submit"]'),
          ]);
          expect(await dateError(page).textContent()).toBe(reason);
          expect(await page.textContent('#booking-error-summary')).toContain(reason);
          expect(await page.getAttribute('#booking-date', 'aria-invalid')).toBe('true');
          // Every value typed is still there.
          expect(await page.inputValue('#booking-date')).toBe(day);
          expect(await page.inputValue('#booking-first-name')).toBe('Kalender');
          expect(await page.inputValue('#booking-email')).toBe('kalender@example.org');
          expect(await page.inputValue('#booking-message')).toBe('Bitte mit Pause.');
          expect(await page.inputValue('#booking-city')).toBe('Berlin');
          expect(await page.isChecked('#booking-consent')).toBe(true);
        }
      } finally {
        await context.close();
      }
    });

    it(`${locale}, with JavaScript: a chosen Monday or too early day is refused at once, announced, and nothing is sent`, async () => {
      const texts = reasons(offer)[locale];
      const [context, page] = await open(locale, true);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      try {
        await fillTheRest(page, offer);
        for (const [day, reason] of [
          [MONDAY, texts.monday],
          [TOO_EARLY, texts.early],
        ] as const) {
          await page.fill('#booking-date', '');
          await chooseDay(page, day);
          await expect.poll(() => dateError(page).textContent()).toBe(reason);
          // Announced: the polite status region beside the field says it too.
          expect(await page.textContent('#booking-date-status')).toBe(reason);
          expect(await page.getAttribute('#booking-date', 'aria-invalid')).toBe('true');
        }
        expect(await axeViolations(page)).toEqual([]);

        // Sending anyway: the summary names the reason and takes the focus; nothing is sent.
        await page.click('form[aria-labelledby="booking-form-title"] button[type="submit"]');
        await page.waitForFunction(() => document.activeElement?.id === 'booking-error-summary');
        expect(await page.textContent('#booking-error-summary')).toContain(texts.early);
        expect(posts).toEqual([]);

        // A possible day takes the message away.
        await page.fill('#booking-date', '');
        await chooseDay(page, addDays(TODAY, offer.leadDays + 1));
        await expect.poll(() => dateError(page).count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
