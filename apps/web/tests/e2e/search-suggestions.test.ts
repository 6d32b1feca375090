import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { searchSuggestionsHref } from '../../app/site/service-paths';
import { hydrated, launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

type Suggestion = { title: string; kind: string; path: string };

/** What the endpoint suggests for a text: where Enter on an option must lead. */
async function suggestionsFor(locale: 'de' | 'en', text: string): Promise<Suggestion[]> {
  const response = await fetch(`${baseUrl}${searchSuggestionsHref(locale, text)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { suggestions: Suggestion[] }).suggestions;
}

const state = (page: Page, selector: string) =>
  page.locator(selector).evaluate((input) => {
    const listId = input.getAttribute('aria-controls');
    const list = listId ? document.getElementById(listId) : null;
    return {
      role: input.getAttribute('role'),
      expanded: input.getAttribute('aria-expanded'),
      active: input.getAttribute('aria-activedescendant'),
      listRole: list?.getAttribute('role') ?? null,
      listVisible: list ? !list.hidden : false,
      options: list ? [...list.querySelectorAll('[role="option"]')].map((o) => o.id) : [],
      selected: list
        ? [...list.querySelectorAll('[role="option"][aria-selected="true"]')].map((o) => o.id)
        : [],
      value: (input as HTMLInputElement).value,
    };
  });

const status = (page: Page, selector: string) =>
  page.locator(selector).locator('xpath=ancestor::form').locator('[role="status"]').innerText();

async function openHydrated(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page);
}

describe('search suggestions (combobox) with the keyboard', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('on the search page: type, ArrowDown and Enter land on the suggested page', async () => {
    const expected = await suggestionsFor('de', 'Dampfmaschine');
    expect(expected.length).toBeGreaterThan(1);
    const page = await browser.newPage({ locale: 'de-DE' });
    await openHydrated(page, href('search', {}, 'de'));
    const field = 'main input[type="search"]';
    // The page's field is the first Tab stop inside the main content.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.matches('main input'))).toBe(true);

    await page.keyboard.type('Dampfmaschine');
    await expect.poll(() => state(page, field).then((s) => s.options.length)).toBe(expected.length);
    const open = await state(page, field);
    expect(open).toMatchObject({
      role: 'combobox',
      expanded: 'true',
      listRole: 'listbox',
      listVisible: true,
      active: null,
    });
    expect(await page.locator(field).getAttribute('aria-autocomplete')).toBe('list');
    expect(await status(page, field)).toBe(`${expected.length} Vorschläge`);
    const firstOption = page.locator(`#${open.options[0]?.replaceAll(':', '\\:')}`);
    expect(await firstOption.innerText()).toContain(expected[0]?.title);

    await page.keyboard.press('ArrowDown');
    expect(await state(page, field)).toMatchObject({
      active: open.options[0],
      selected: [open.options[0]],
    });
    // ArrowUp from the first option wraps to the last, ArrowDown from there to the first.
    await page.keyboard.press('ArrowUp');
    expect((await state(page, field)).active).toBe(open.options.at(-1));
    await page.keyboard.press('ArrowDown');
    expect((await state(page, field)).active).toBe(open.options[0]);

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === expected[0]?.path);
    await page.close();
  });

  it('Escape closes the list, a second Escape clears the field; no match says so', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await openHydrated(page, href('search', {}, 'en'));
    const field = 'main input[type="search"]';
    await page.locator(field).focus();
    await page.keyboard.type('steam');
    await expect.poll(() => state(page, field).then((s) => s.expanded)).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await state(page, field)).toMatchObject({
      expanded: 'false',
      listVisible: false,
      active: null,
      value: 'steam',
    });
    await page.keyboard.press('Escape');
    expect((await state(page, field)).value).toBe('');
    // The reset button hides with the empty field.
    expect(await page.getByRole('button', { name: 'Clear input' }).isVisible()).toBe(false);

    await page.keyboard.type('zzzqqq');
    await expect.poll(() => status(page, field)).toBe('No suggestions');
    expect((await state(page, field)).expanded).toBe('false');
    // Enter without an active option sends the form.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('text') === 'zzzqqq');
    await page.close();
  });

  it('in the menu: reached by Tab, suggestions followed with Enter; Escape closes the list first', async () => {
    const expected = await suggestionsFor('en', 'steam');
    const page = await browser.newPage({ locale: 'en-US', viewport: { width: 375, height: 800 } });
    // The suggestions' code is loaded when a search field first gets the focus, not before.
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const suggestionCode = () =>
      scripts.some((path) => /\/SearchSuggestions-[\w-]+\.js$/.test(path));
    await openHydrated(page, href('home', {}, 'en'));
    await page.waitForLoadState('networkidle');
    expect(suggestionCode()).toBe(false);
    const menuButton = page.locator('summary[aria-controls="site-menu-panel"]');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    for (let presses = 0; presses < 40; presses++) {
      if (await page.evaluate(() => document.activeElement?.id === 'site-menu-search')) break;
      await page.keyboard.press('Tab');
    }
    const field = '#site-menu-search';
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-menu-search');
    await expect.poll(suggestionCode).toBe(true);
    await page.keyboard.type('steam');
    await expect.poll(() => state(page, field).then((s) => s.options.length)).toBe(expected.length);
    expect(await status(page, field)).toBe(
      expected.length === 1 ? '1 suggestion' : `${expected.length} suggestions`,
    );
    // Escape closes the list, not the menu.
    await page.keyboard.press('Escape');
    expect((await state(page, field)).expanded).toBe('false');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    // The arrow key opens the same answers again.
    await page.keyboard.press('ArrowDown');
    expect((await state(page, field)).expanded).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === expected[0]?.path);
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('a click on a suggestion follows it; leaving the field closes the list', async () => {
    const expected = await suggestionsFor('de', 'Dampf');
    const page = await browser.newPage({ locale: 'de-DE' });
    await openHydrated(page, href('search', {}, 'de'));
    const field = 'main input[type="search"]';
    await page.locator(field).fill('Dampf');
    await expect.poll(() => state(page, field).then((s) => s.expanded)).toBe('true');
    await page.locator('main h1').click();
    expect((await state(page, field)).expanded).toBe('false');
    await page.locator(field).fill('Dampfm');
    await expect.poll(() => state(page, field).then((s) => s.expanded)).toBe('true');
    const last = expected.filter((s) => s.title.includes('Dampfm')).at(-1);
    await page.getByRole('option', { name: last?.title }).click();
    await page.waitForURL((url) => url.pathname === last?.path);
    await page.close();
  });

  it('has no combobox roles in the HTML without JavaScript: a plain search field', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${href('search', {}, 'de', { text: 'Dampf' })}`);
    expect(await page.locator('[role="combobox"], [role="listbox"], [role="option"]').count()).toBe(
      0,
    );
    expect(await page.locator('main input[type="search"][name="text"]').inputValue()).toBe('Dampf');
    await context.close();
  });
});
