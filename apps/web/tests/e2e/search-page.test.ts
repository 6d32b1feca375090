import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { hydrated, launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

// Words of the seeded demo content: the steam engine is in many items, "Uhr" (o'clock, in
// opening hours and event times) in more than ten, which gives a second page.
const many = { de: 'Uhr', en: 'pm' } as const;
const steam = { de: 'Dampfmaschine', en: 'steam engine' } as const;

const mainText = (page: Page) => page.locator('main').innerText();
const hitTitles = (page: Page) => page.locator('main ol li h3').allInnerTexts();

describe('search page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    const run = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

    for (const locale of ['de', 'en'] as const) {
      it(`${locale}, ${run}: searches from the menu and from the page, filters by type and pages`, async () => {
        const context: BrowserContext = await browser.newContext({
          javaScriptEnabled,
          locale: locale === 'de' ? 'de-DE' : 'en-US',
        });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${href('home', {}, locale)}`);
        if (javaScriptEnabled) await hydrated(page);

        // From the menu (a <details> that opens without JavaScript too).
        await page.locator('summary[aria-controls="site-menu-panel"]').click();
        await page.locator('#site-menu-search').fill(steam[locale]);
        await page.locator('#site-menu-search').press('Enter');
        await page.waitForURL((url) => url.searchParams.get('text') === steam[locale]);
        expect(new URL(page.url()).pathname).toBe(href('search', {}, locale));
        await page.locator('main ol li h3 a').first().waitFor();
        const titles = await hitTitles(page);
        expect(titles.length).toBeGreaterThan(1);
        expect(titles.join(' ')).toMatch(locale === 'de' ? /Dampfmaschine/ : /Steam Engine/i);
        // The matched words are marked in the snippets, as text.
        expect((await page.locator('main ol mark').allInnerTexts()).length).toBeGreaterThan(0);
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
          'noindex, follow',
        );

        // The type filter keeps the text; its count is the number of hits shown.
        const filter = page.locator(
          `main nav[aria-label="${locale === 'de' ? 'Ergebnisse nach Art' : 'Results by type'}"]`,
        );
        const event = filter.locator('a[href*="kind=event"]');
        const eventCount = Number(/\((\d+)\)/.exec(await event.innerText())?.[1]);
        expect(eventCount).toBeGreaterThan(0);
        await event.click();
        await page.waitForURL((url) => url.searchParams.get('kind') === 'event');
        expect(new URL(page.url()).searchParams.get('text')).toBe(steam[locale]);
        await expect.poll(() => event.getAttribute('aria-current')).toBe('true');
        expect(await hitTitles(page)).toHaveLength(eventCount);
        const eventLabel = locale === 'de' ? 'Veranstaltung' : 'Event';
        for (const meta of await page.locator('main ol li p:first-of-type').allInnerTexts())
          expect(meta).toContain(eventLabel);

        // From the page's own field: a text with more than ten hits has a second page.
        const field = page
          .getByRole('search')
          .last()
          .getByLabel(locale === 'de' ? 'Suchbegriff' : 'Search term');
        await field.fill(many[locale]);
        await field.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('text') === many[locale]);
        expect(new URL(page.url()).searchParams.get('kind')).toBeNull();
        await expect.poll(() => hitTitles(page).then((list) => list.length)).toBe(10);
        const pagination = page.locator('main nav', {
          has: page.locator('a[aria-current="page"]'),
        });
        expect(await pagination.getAttribute('aria-label')).toBeTruthy();
        expect(await pagination.locator('a[aria-current="page"]').innerText()).toBe('1');
        await pagination.locator('a[rel="next"]').click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await expect.poll(() => pagination.locator('a[aria-current="page"]').innerText()).toBe('2');
        expect(await page.locator('main ol').getAttribute('start')).toBe('11');
        expect(await pagination.locator('a[rel="prev"]').count()).toBe(1);
        await context.close();
      });
    }
  }

  it('says when nothing was found, suggests a spelling and links the programme and exhibitions', async () => {
    const page = await browser.newPage({ locale: 'de-DE' });
    // Each word is close to a word of the demo content, but no item has both.
    await page.goto(`${baseUrl}${href('search', {}, 'de', { text: 'Kolbnhub Zischne' })}`);
    const text = await mainText(page);
    expect(text).toContain('Keine Ergebnisse gefunden.');
    const suggestion = page.getByRole('link', { name: 'Kolbenhub Zischen' });
    expect(await suggestion.getAttribute('href')).toBe(
      href('search', {}, 'de', { text: 'Kolbenhub Zischen' }),
    );
    expect(text).toContain('Meinten Sie');
    expect(await page.locator(`main a[href="${href('programme', {}, 'de')}"]`).count()).toBe(1);
    expect(await page.locator(`main a[href="${href('exhibitions', {}, 'de')}"]`).count()).toBe(1);
    await page.goto(`${baseUrl}${href('search', {}, 'en', { text: 'zzzqqq nothing' })}`);
    expect(await mainText(page)).toContain('No results found.');
    expect(await page.locator(`main a[href="${href('programme', {}, 'en')}"]`).count()).toBe(1);
    await page.close();
  });

  it('shows a prompt without text, and never fails on odd parameters', async () => {
    const page = await browser.newPage({ locale: 'de-DE' });
    const empty = await page.goto(`${baseUrl}${href('search', {}, 'de')}`);
    expect(empty?.status()).toBe(200);
    expect(await mainText(page)).toContain('Wonach suchen Sie?');
    expect(await page.locator('main ol').count()).toBe(0);

    const odd = await page.goto(
      `${baseUrl}/suche?text=${encodeURIComponent(steam.de)}&kind=unbekannt&page=-3`,
    );
    expect(odd?.status()).toBe(200);
    expect((await hitTitles(page)).length).toBeGreaterThan(0);

    const long = await page.goto(`${baseUrl}/suche?text=${'Dampf '.repeat(50)}`);
    expect(long?.status()).toBe(200);
    expect(await mainText(page)).toContain('länger als 200 Zeichen');

    // Query-dependent pages are never kept by a cache.
    expect(odd?.headers()['cache-control']).toBe('no-store');
    const data = await page.request.get(`${baseUrl}/suche.data?text=Dampfmaschine`);
    expect(data.status()).toBe(200);
    expect(data.headers()['cache-control']).toBe('no-store');
    await page.close();
  });

  it('keeps the search form where the server drew it when JavaScript adds the reset button (no layout shift)', async () => {
    // A phone (Lighthouse's mobile width): the form's row wraps there.
    const place = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 412, height: 823 },
        locale: 'en-US',
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/en/search?text=${encodeURIComponent(steam.en)}`);
      const form = page.locator('main form[role="search"]');
      const reset = form.getByRole('button', { name: 'Clear input', includeHidden: true });
      if (javaScriptEnabled) await reset.waitFor({ state: 'visible' });
      const submit = await form.getByRole('button', { name: 'Search', exact: true }).boundingBox();
      const results = await page
        .locator('main section[aria-labelledby="search-results"]')
        .boundingBox();
      const shown = await reset.isVisible();
      await context.close();
      return { submit, results, shown };
    };
    const served = await place(false);
    const hydrated = await place(true);
    // Without JavaScript the button would do nothing: it is not shown, but it keeps its room.
    expect(served.shown).toBe(false);
    expect(hydrated.shown).toBe(true);
    expect(hydrated.submit).toEqual(served.submit);
    expect(hydrated.results).toEqual(served.results);
  });
});
