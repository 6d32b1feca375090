import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { cmsUrl } from './discover-cms';
import { hydrated, launchBrowser } from './support/browser';
import { bookableDay, bookableTime, dateKeys } from './support/booking-day';
import { expectFocusOn, tabTo } from './support/keyboard';

/**
 * Issue #23: a family finds a tour for families and sends its request, with the keyboard only.
 * On the way the email is left out: the error summary takes the focus, its link leads into the
 * field, and after sending the thank-you has the focus (so a screen reader reads it).
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
type Locale = 'de' | 'en';

interface FamilyTour {
  group: string;
  title: string;
  slug: string;
  minParticipants: number;
  bookingEarliest: string | null;
}

async function cms<T>(path: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const response = await fetch(`${cmsUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`${response.status} from the CMS for ${path}`);
  return ((await response.json()) as { data: T }).data;
}

/** The demo content's target group for families and a bookable tour for it. */
async function familyTour(locale: Locale): Promise<FamilyTour> {
  const groups = await cms<{ title: string; slug: string }[]>(
    `/api/target-groups?locale=${locale}&fields[0]=title&fields[1]=slug`,
  );
  const group = groups.find((candidate) => /^famil/i.test(candidate.title));
  if (!group) throw new Error(`no target group for families (${locale})`);
  const offers = await cms<
    {
      title: string;
      slug: string;
      minParticipants: number | null;
      bookingEarliest?: string | null;
    }[]
  >(
    `/api/offers?locale=${locale}&filters[bookable][$eq]=true` +
      `&filters[targetGroups][slug][$eq]=${group.slug}&fields[0]=title&fields[1]=slug&fields[2]=minParticipants` +
      `&fields[3]=bookingEarliest`,
  );
  const offer = offers[0];
  if (!offer) throw new Error(`no bookable tour for ${group.title} (${locale})`);
  return {
    group: group.title,
    ...offer,
    minParticipants: offer.minParticipants ?? 1,
    bookingEarliest: offer.bookingEarliest ?? null,
  };
}

const texts = {
  de: {
    menu: /^summary "Menü"/,
    tours: /^a "Führungen buchen"/,
    apply: /^button "Filter anwenden"/,
    count: /Angebot/,
    request: /^a "Führung anfragen"/,
    language: 'Deutsch',
    summary: /^div "Bitte korrigieren Sie 1 Angabe.*" #booking-error-summary$/,
    emailError: /^a "E-Mail: Bitte geben Sie Ihre E-Mail-Adresse an/,
    submit: /^button "Anfrage senden"/,
    thanks: /^section "Vielen Dank für Ihre Anfrage/,
  },
  en: {
    menu: /^summary "Menu"/,
    tours: /^a "Book a tour"/,
    apply: /^button "Apply filters"/,
    count: /offer/,
    request: /^a "Request this tour"/,
    language: 'English',
    summary: /^div "Please correct 1 .*" #booking-error-summary$/,
    emailError: /^a "Email: Please enter your email address/,
    submit: /^button "Send request"/,
    thanks: /^section "Thank you for your request/,
  },
} as const;

/** Tabs to a field of the form and types into it; every stop on the way shows its focus. */
async function typeInto(page: Page, id: string, value: string) {
  await tabTo(page, new RegExp(` #${id}$`), 40);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
}

/** After a page change the focus is at the start of the new page's main content. */
async function focusOnMain(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
}

describe('requesting a family tour with the keyboard only', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['de', 'en'] as const)(
    'finds it, fixes a missing email from the error summary, and hears the thank-you (%s)',
    async (locale) => {
      const t = texts[locale];
      const tour = await familyTour(locale);
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
      });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}${href('home', {}, locale)}`);
        await hydrated(page);
        await tabTo(page, t.menu);
        await page.keyboard.press('Enter');
        await tabTo(page, t.tours);
        await page.keyboard.press('Enter');
        await page.waitForURL(`${baseUrl}${href('guidedTours', {}, locale)}`);
        await focusOnMain(page);

        // "For whom": families. Typing a name on a closed select picks that option.
        await tabTo(page, / #tours-target$/);
        await page.keyboard.type(tour.group);
        expect(await page.inputValue('#tours-target')).not.toBe('');
        await tabTo(page, t.apply);
        const count = page.getByRole('status').filter({ hasText: t.count });
        const before = await count.ariaSnapshot();
        await page.keyboard.press('Enter');
        await page.waitForURL(/[?&]target=/);
        await expect.poll(() => count.ariaSnapshot()).not.toBe(before);
        expect(await count.ariaSnapshot()).toContain(tour.group);

        await tabTo(page, new RegExp(`^a "${tour.title}"`));
        await page.keyboard.press('Enter');
        await page.waitForURL(`${baseUrl}${href('guidedTour', { slug: tour.slug }, locale)}`);
        await focusOnMain(page);
        await tabTo(page, t.request);
        await page.keyboard.press('Enter');
        await page.waitForURL(
          `${baseUrl}${href('guidedTourRequest', { slug: tour.slug }, locale)}`,
        );
        await focusOnMain(page);

        // Everything but the email.
        await tabTo(page, / #booking-language$/);
        await page.keyboard.type(t.language);
        // A day and time the tour's rules and the museum's calendar allow.
        const day = bookableDay();
        const { hour, minute } = bookableTime(tour);
        await typeInto(page, 'booking-date', dateKeys(day));
        expect(await page.inputValue('#booking-date')).toBe(day);
        await tabTo(page, / #booking-hour$/);
        await page.keyboard.type(hour);
        await page.keyboard.press('Tab');
        await page.keyboard.type(minute);
        await typeInto(page, 'booking-participants', String(tour.minParticipants));
        await typeInto(page, 'booking-first-name', 'Tastatur');
        await typeInto(page, 'booking-last-name', 'Familie');
        await typeInto(page, 'booking-address', 'Tastenweg 1');
        await typeInto(page, 'booking-postal-code', '10115');
        await typeInto(page, 'booking-city', 'Berlin');
        await tabTo(page, / #booking-consent$/);
        await page.keyboard.press('Space');
        await tabTo(page, t.submit);
        await page.keyboard.press('Enter');

        // The summary has the focus, shows it, and names the one mistake.
        await expectFocusOn(page, t.summary);
        await tabTo(page, t.emailError, 5);
        await page.keyboard.press('Enter');
        await expectFocusOn(page, / #booking-email$/);
        await page.keyboard.type('familie@example.org');
        await tabTo(page, t.submit);
        await page.keyboard.press('Enter');

        await page.waitForURL(/[?&]received=1/);
        await expectFocusOn(page, t.thanks);
        const thanks = await page.locator('#booking-thanks').innerText();
        expect(thanks).toContain(tour.title);
        expect(thanks).toContain('familie@example.org');
      } finally {
        await context.close();
      }
    },
  );
});
