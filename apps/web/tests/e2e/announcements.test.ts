import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { baseUrl, cmsOffers, detailPath, ofType, paths } from './discover-cms';
import { axNode } from './support/accessibility-tree';
import { hydrated, launchBrowser } from './support/browser';

/**
 * Issue #23: what changes without a page load is announced. Read from the accessibility tree a
 * screen reader gets (ariaSnapshot, and Chromium's own tree for descriptions and live regions):
 * a polite live region that was there before its text changed, or the focus moved to the news.
 */
type Locale = 'de' | 'en';

const texts = {
  de: {
    summary: /group "Bitte korrigieren Sie \d+ Angaben:"/,
    emailLabel: 'E-Mail',
    emailError: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    submit: 'Anfrage senden',
    target: 'Für wen',
    apply: 'Filter anwenden',
    hits: /\d+ Treffer/,
    show: 'Anzeigen',
    offers: /\d+ Angebot/,
    check: 'Antwort prüfen',
    wrong: 'Leider falsch. Richtig ist:',
    suggestions: /^\d+ Vorschläge?$/,
    searchText: 'Dampfmaschine',
    kinds: 'Ergebnisse nach Art',
  },
  en: {
    summary: /group "Please correct \d+ .*"/,
    emailLabel: 'Email',
    emailError: 'Please enter your email address.',
    submit: 'Send request',
    target: 'For whom',
    apply: 'Apply filters',
    hits: /\d+ results?/,
    show: 'Show',
    offers: /\d+ offers?/,
    check: 'Check answer',
    wrong: 'Sorry, that is wrong. The right answer is:',
    suggestions: /^\d+ suggestions?$/,
    searchText: 'steam engine',
    kinds: 'Results by type',
  },
} as const;

/** A live region's text once it differs from `before` (the region itself stays in place). */
async function changedText(region: Locator, before: string): Promise<string> {
  await expect.poll(() => region.ariaSnapshot()).not.toBe(before);
  return region.ariaSnapshot();
}

/** The first live region on the page whose text matches, as the accessibility tree has it. */
async function politeRegion(page: Page, selector: string) {
  const node = await axNode(page, selector);
  expect(node?.role).toBe('status');
  expect(node?.properties.live).toBe('polite');
  expect(node?.properties.atomic).toBe(true);
}

describe('announcements in the accessibility tree', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(locale: Locale, path: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: locale === 'de' ? 'de-DE' : 'en-GB',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await hydrated(page);
    return page;
  }

  it.each(['de', 'en'] as const)(
    'the booking form’s errors: the summary takes the focus, each field describes its error (%s)',
    async (locale) => {
      const page = await open(
        locale,
        href(
          'guidedTourRequest',
          { slug: locale === 'de' ? 'familien-entdeckertour' : 'family-discovery-tour' },
          locale,
        ),
      );
      try {
        const t = texts[locale];
        await page.getByRole('button', { name: t.submit }).click();
        await expect
          .poll(() =>
            axNode(page, '#booking-error-summary').then((node) => node?.properties.focused),
          )
          .toBe(true);
        const summary = await page.locator('#booking-error-summary').ariaSnapshot();
        expect(summary).toMatch(t.summary);
        // The summary names the field before the message it repeats.
        expect(summary).toContain(`link "${t.emailLabel}: ${t.emailError}"`);
        const email = await axNode(page, '#booking-email');
        expect(email?.description).toContain(t.emailError);
        expect(email?.properties.invalid).toBe('true');
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(['de', 'en'] as const)(
    'the programme’s count after a filter is applied in place (%s)',
    async (locale) => {
      const t = texts[locale];
      const page = await open(locale, href('programme', {}, locale));
      try {
        const region = page.locator('main [role="status"]').filter({ hasText: t.hits });
        const before = await region.ariaSnapshot();
        await politeRegion(page, 'main [role="status"]');
        await page.getByLabel(t.target).selectOption({ index: 1 });
        await page.getByRole('button', { name: t.apply }).click();
        await page.waitForURL(/[?&]target=/);
        expect(await changedText(region, before)).toMatch(t.hits);
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(['de', 'en'] as const)(
    'the digital offers’ count after a filter is applied in place (%s)',
    async (locale) => {
      const t = texts[locale];
      const page = await open(locale, paths.list[locale]);
      try {
        const region = page.locator('main [role="status"]').filter({ hasText: t.offers });
        const before = await region.ariaSnapshot({ timeout: 5000 });
        await politeRegion(page, 'main [role="status"]');
        await page.getByRole('radio', { name: 'Podcast' }).check();
        await page.getByRole('button', { name: t.show, exact: true }).click();
        await page.waitForURL(/[?&]type=/);
        expect(await changedText(region, before)).toMatch(t.offers);
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(['de', 'en'] as const)('the quiz’s feedback on a wrong answer (%s)', async (locale) => {
    const t = texts[locale];
    const quiz = ofType(await cmsOffers(locale), 'Quiz');
    const question = quiz.quiz[0]!;
    const wrong = question.answers.find((answer) => !answer.correct)!;
    const right = question.answers.find((answer) => answer.correct)!;
    const page = await open(locale, detailPath(locale, quiz.slug));
    try {
      const section = page.locator('#quiz');
      await section.getByRole('button').first().click();
      const feedback = section.getByRole('status');
      // There, empty, before the answer is checked: so the news that follows is read out.
      expect(await feedback.count()).toBe(1);
      await politeRegion(page, '#quiz [role="status"]');
      const before = await feedback.ariaSnapshot();
      await section.getByRole('radio', { name: wrong.text, exact: true }).check();
      await section.getByRole('button', { name: t.check }).click();
      const said = await changedText(feedback, before);
      expect(said).toContain(t.wrong);
      expect(said).toContain(right.text);
    } finally {
      await page.context().close();
    }
  });

  it.each(['de', 'en'] as const)(
    'the search’s count after choosing a type, the focus staying on it (%s)',
    async (locale) => {
      const t = texts[locale];
      const page = await open(locale, href('search', {}, locale, { text: t.searchText }));
      try {
        const region = page.locator('#search-results [role="status"]');
        const before = await region.ariaSnapshot({ timeout: 5000 });
        await politeRegion(page, '#search-results [role="status"]');
        // The first type after "all", by keyboard.
        const second = page.getByRole('navigation', { name: t.kinds }).getByRole('link').nth(1);
        await second.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(/[?&]kind=/);
        expect(await changedText(region, before)).toContain(t.searchText);
        await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
        expect(await second.evaluate((link) => link === document.activeElement)).toBe(true);
      } finally {
        await page.context().close();
      }
    },
  );

  it.each(['de', 'en'] as const)(
    'the menu’s search suggestions: a combobox, its listbox and how many there are (%s)',
    async (locale) => {
      const t = texts[locale];
      const page = await open(locale, href('home', {}, locale));
      try {
        await page.locator('summary[aria-controls="site-menu-panel"]').click();
        await page.locator('#site-menu-panel input[type="search"]').focus();
        await page.keyboard.type(locale === 'de' ? 'Dampf' : 'steam');
        const input = '#site-menu-panel input[type="search"]';
        await expect.poll(async () => (await axNode(page, input))?.properties.expanded).toBe(true);
        const node = await axNode(page, input);
        expect(node?.role).toBe('combobox');
        expect(node?.properties.autocomplete).toBe('list');
        const region = page.locator('#site-menu-panel [role="status"]');
        await politeRegion(page, '#site-menu-panel [role="status"]');
        // The count said is the number of options offered once the answers settle.
        const list = page.locator('#site-menu-panel [role="listbox"]');
        const offered = () => list.getByRole('option').count();
        await expect
          .poll(async () => `${await region.innerText()} ~ ${await offered()}`)
          .toMatch(new RegExp(`^(\\d+) .*~ \\1$`));
        expect(await region.innerText()).toMatch(t.suggestions);
        expect(await offered()).toBeGreaterThan(0);
      } finally {
        await page.context().close();
      }
    },
  );
});
