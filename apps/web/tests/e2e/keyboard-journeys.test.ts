import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { hydrated, launchBrowser } from './support/browser';
import { focusState, tabTo } from './support/keyboard';
import { cmsOffers, detailPath, ofType, type CmsQuestion } from './discover-cms';

/**
 * Issue #23: whole journeys with the keyboard only, in both languages. At every step the focused
 * element shows that it has the focus (an outline or a ring), and after each page change the
 * focus lands where a visitor expects it.
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

const journeys = {
  de: {
    home: href('home', {}, 'de'),
    menu: /^summary "Menü"/,
    hoursLink: /^a "Öffnungszeiten und Preise"/,
    hoursPath: href('visitDetail', { slug: 'zeiten-preise' }, 'de'),
    hoursHeading: /Zeiten und Preise|Öffnungszeiten/,
    hoursText: /Uhr/,
  },
  en: {
    home: href('home', {}, 'en'),
    menu: /^summary "Menu"/,
    hoursLink: /^a "Opening hours and prices"/,
    hoursPath: href('visitDetail', { slug: 'opening-prices' }, 'en'),
    hoursHeading: /hours|prices/i,
    hoursText: /\d (am|pm)/,
  },
};

describe('journeys with the keyboard only', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.entries(journeys))(
    'finds today’s opening hours from the home page (%s)',
    async (locale, journey) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: locale === 'de' ? 'de-DE' : 'en-GB',
      });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}${journey.home}`);
        await hydrated(page);
        await tabTo(page, journey.menu);
        await page.keyboard.press('Enter');
        await tabTo(page, journey.hoursLink);
        await page.keyboard.press('Enter');
        await page.waitForURL(`${baseUrl}${journey.hoursPath}`);
        // After the page change the focus is at the start of the new page's main content, so the
        // next Tab or a screen reader goes on from its heading (useFocusOnNavigation).
        await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
        expect(await page.locator('h1').innerText()).toMatch(journey.hoursHeading);
        expect(await page.locator('main').innerText()).toMatch(journey.hoursText);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    {
      locale: 'de',
      path: href('programme', {}, 'de'),
      period: /^button "Diese Woche"/,
      count: /Treffer/,
    },
    {
      locale: 'en',
      path: href('programme', {}, 'en'),
      period: /^button "This week"/,
      count: /result/,
    },
  ])('changes the programme’s period and hears the new count ($locale)', async (journey) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: journey.locale === 'de' ? 'de-DE' : 'en-GB',
    });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${journey.path}`);
      await hydrated(page);
      const status = page.getByRole('status').filter({ hasText: journey.count });
      const before = await status.ariaSnapshot();
      await tabTo(page, journey.period);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\?/);
      // The count sits in a live region: the accessibility tree gives the new text.
      await expect.poll(() => status.ariaSnapshot()).not.toBe(before);
      expect(await status.ariaSnapshot()).toMatch(journey.count);
      // The focus stays on the period just chosen (now the current one), with its ring.
      const focused = await focusState(page);
      expect(focused.what).toMatch(journey.period);
      expect(focused.visible).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe(
        'true',
      );
    } finally {
      await context.close();
    }
  });

  const quizTexts = {
    de: {
      start: /^button "Quiz starten"/,
      check: /^button "Antwort prüfen"/,
      next: /^button "(Nächste Frage|Ergebnis anzeigen)"/,
      right: 'Richtig!',
      result: /richtig beantwortet/,
    },
    en: {
      start: /^button "Start the quiz"/,
      check: /^button "Check answer"/,
      next: /^button "(Next question|Show result)"/,
      right: 'Correct!',
      result: /answered correctly/,
    },
  } as const;

  it.each(['de', 'en'] as const)('takes the quiz to its result (%s)', async (locale) => {
    const quiz = ofType(await cmsOffers(locale), 'Quiz');
    const t = quizTexts[locale];
    const right = (question: CmsQuestion) => question.answers.findIndex((answer) => answer.correct);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: locale === 'de' ? 'de-DE' : 'en-GB',
    });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${detailPath(locale, quiz.slug)}`);
      await hydrated(page);
      await tabTo(page, t.start);
      await page.keyboard.press('Enter');
      for (const question of quiz.quiz) {
        // Into the answers: the first radio takes the focus, the arrow keys choose.
        await tabTo(page, /^input /);
        await page.keyboard.press('Space');
        for (let step = 0; step < right(question); step++) await page.keyboard.press('ArrowDown');
        await tabTo(page, t.check);
        await page.keyboard.press('Enter');
        const status = page.locator('#quiz').getByRole('status');
        await expect.poll(() => status.ariaSnapshot()).toContain(t.right);
        // The same button, now "next", keeps the focus.
        const focused = await focusState(page);
        expect(focused.what).toMatch(t.next);
        expect(focused.visible).toBe(true);
        await page.keyboard.press('Enter');
      }
      await expect.poll(async () => (await focusState(page)).what).toMatch(t.result);
      expect(await page.locator('#quiz').innerText()).toMatch(
        new RegExp(`${quiz.quiz.length}\\D+${quiz.quiz.length}`),
      );
    } finally {
      await context.close();
    }
  });

  it.each([
    {
      locale: 'de',
      home: href('home', {}, 'de'),
      footer: /^button "Cookie-Einstellungen"/,
      analytics: /^input ".*Statistik/,
      save: /^button "Auswahl speichern"/,
    },
    {
      locale: 'en',
      home: href('home', {}, 'en'),
      footer: /^button "Cookie settings"/,
      analytics: /^input ".*Statistics/,
      save: /^button "Save choice"/,
    },
  ])('changes the cookie settings from the footer ($locale)', async (journey) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: journey.locale === 'de' ? 'de-DE' : 'en-GB',
    });
    // A returning visitor who allowed only what is necessary.
    await context.addCookies(
      [
        ['ncc_c', 'true'],
        ['ncc_e', 'necessary'],
      ].map(([name = '', value = '']) => ({ name, value, url: baseUrl! })),
    );
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${journey.home}`);
      await hydrated(page);
      // Backwards from the top reaches the footer's last controls first.
      await tabTo(page, journey.footer, 60, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))))
        .toBe(true);
      await tabTo(page, journey.analytics, 20);
      await page.keyboard.press('Space');
      await tabTo(page, journey.save, 20);
      await page.keyboard.press('Enter');
      await expect
        .poll(
          async () => (await context.cookies()).find((cookie) => cookie.name === 'ncc_e')?.value,
        )
        .toBe('necessary|analytics');
      // The dialog gave the focus back to the button that opened it.
      await expect.poll(async () => (await focusState(page)).what).toMatch(journey.footer);
      expect((await focusState(page)).visible).toBe(true);
    } finally {
      await context.close();
    }
  });
});
