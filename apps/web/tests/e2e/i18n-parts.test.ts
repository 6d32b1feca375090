import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const tourPath = '/fuehrungen/highlights-fuer-gruppen';

// Keys of the filter and booking texts, as a page shows them when their part is missing.
const KEYS = /\bfilter\.[a-zA-Z]|\b(formTitle|requiredNote|tourGroup|personGroup)\b/;

interface Watched {
  page: Page;
  /** The catalogue part scripts requested, by path. */
  parts: () => string[];
  /** Warnings and errors about texts or hydration. */
  problems: string[];
}

/** A page that records the part scripts it loads, text warnings and any flash of keys. */
async function watchedPage(browser: Browser, javaScriptEnabled = true): Promise<Watched> {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'de-DE' });
  const page = await context.newPage();
  const requested: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/i18n/')) requested.push(pathname);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/\[i18n\]|hydrat|did not match/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Every text the page ever shows is checked for keys, so a short flash is caught too.
  await page.addInitScript((source) => {
    const keys = new RegExp(source);
    const seen: string[] = ((window as unknown as { __keyFlashes: string[] }).__keyFlashes = []);
    new MutationObserver(() => {
      const match = keys.exec(document.body?.innerText ?? '');
      if (match) seen.push(match[0]);
      // A text rendered before its part arrived would be empty (checked once parsed: the parser
      // inserts an element before its text).
      if (document.readyState === 'loading') return;
      const blank = document.querySelector('main :is(legend, label, h2):empty, [aria-label=""]');
      if (blank) seen.push(`empty ${blank.tagName}`);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, KEYS.source);
  return { page, parts: () => requested.map((path) => path.split('.')[1]!), problems };
}

async function keyFlashes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __keyFlashes: string[] }).__keyFlashes);
}

/** Follows a link the way a visitor does (the app is hydrated: a client-side navigation). */
async function follow(page: Page, href: string) {
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page
    .locator(`a[href="${href}"]`)
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await page.waitForURL(`${baseUrl}${href}`);
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);
}

describe('UI texts: the browser loads the catalogue parts a page needs', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('loads only the frame part on the home page', async () => {
    const { page, parts, problems } = await watchedPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(parts()).toEqual(['frame']);
    const namespaces = await page.evaluate(() =>
      Object.values((window as unknown as { __zmMessages: object[] }).__zmMessages).flatMap(
        (texts) => Object.keys(texts),
      ),
    );
    expect(namespaces).toContain('common');
    expect(namespaces).not.toContain('filters');
    expect(namespaces).not.toContain('booking');
    expect(namespaces).not.toContain('offers');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends an English page no German texts, neither as parts nor in the code', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const scripts: Promise<{ path: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(response.url()).pathname;
      scripts.push(response.text().then((body) => ({ path, body })));
    });
    await page.goto(`${baseUrl}/en/programme`);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    const parts = loaded.filter(({ path }) => path.startsWith('/i18n/'));
    expect(parts.map(({ path }) => path.split('.').slice(0, 2).join('.')).sort()).toEqual([
      '/i18n/en.filters',
      '/i18n/en.frame',
    ]);
    const all = loaded.map(({ body }) => body).join('\n');
    expect(all).toContain('Skip to content');
    // German texts of the frame, the filters and a feature this page does not show.
    for (const german of ['Zum Inhalt springen', 'Filter zurücksetzen', 'Stumm schalten'])
      expect(all).not.toContain(german);
    await context.close();
  });

  it('loads only the frame part on the error page, which hydrates without warnings', async () => {
    const { page, parts, problems } = await watchedPage(browser);
    const response = await page.goto(`${baseUrl}/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    expect(parts()).toEqual(['frame']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const [path, label] of [
    ['/programm', 'Alle Termine'],
    ['/en/programme', 'All dates'],
  ] as const) {
    it(`loads the frame and the filters on ${path}`, async () => {
      const { page, parts, problems } = await watchedPage(browser);
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      expect(parts()).toEqual(['frame', 'filters']);
      expect(await page.locator('body').innerText()).toContain(label);
      expect(await keyFlashes(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('loads the filters once when a client-side navigation leads to the programme', async () => {
    const { page, parts, problems } = await watchedPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await follow(page, '/programm');
    await page.getByText('Alle Termine').first().waitFor();
    expect(await stillSamePage(page)).toBe(true);
    // Back home and to the programme again: the part is there already.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await page.goForward();
    await page.getByText('Alle Termine').first().waitFor();
    expect(parts()).toEqual(['frame', 'filters']);
    expect(await keyFlashes(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('loads the booking texts before showing a booking request after a navigation', async () => {
    const { page, parts, problems } = await watchedPage(browser);
    await page.goto(`${baseUrl}${tourPath}`);
    await page.waitForLoadState('networkidle');
    expect(parts()).toEqual(['frame']);
    await follow(page, `${tourPath}/anfrage`);
    await page.getByText('Ihre Anfrage').first().waitFor();
    expect(await stillSamePage(page)).toBe(true);
    expect(parts()).toEqual(['frame', 'booking']);
    expect(await keyFlashes(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows the other language's texts after a language switch", async () => {
    const { page, parts, problems } = await watchedPage(browser);
    await page.goto(`${baseUrl}/programm`);
    await page.waitForLoadState('networkidle');
    await page.locator('header [data-language-switch]').click();
    await page.waitForURL(`${baseUrl}/en/programme`);
    await page.getByText('All dates').first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Alle Termine');
    expect(parts()).toEqual(['frame', 'filters', 'frame', 'filters']);
    expect(await keyFlashes(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('has the texts in the HTML without JavaScript', async () => {
    const { page } = await watchedPage(browser, false);
    await page.goto(`${baseUrl}/programm`);
    expect(await page.locator('body').innerText()).toContain('Alle Termine');
    await page.goto(`${baseUrl}${tourPath}/anfrage`);
    expect(await page.locator('body').innerText()).toContain('Ihre Anfrage');
    await page.context().close();
  });

  it('shows keys with a warning, not an error page, when a part fails to load', async () => {
    const { page, problems } = await watchedPage(browser);
    await page.route('**/i18n/de.filters.*', (route) => route.abort());
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await follow(page, '/programm');
    await page.getByText('filter.when.all').first().waitFor();
    expect(await stillSamePage(page)).toBe(true);
    // The page frame is still there in German.
    expect(await page.locator('h1').first().innerText()).not.toBe('');
    expect(problems.some((text) => text.includes('did not load'))).toBe(true);
    expect(
      problems.some((text) => text.includes('missing message "filters.filter.when.all"')),
    ).toBe(true);
    await page.context().close();
  });
});
