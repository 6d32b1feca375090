import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { MAX_MOVE } from '../../app/ui/teaser/highlights';
import { hydrated, launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

const words = {
  de: {
    applies: 'Es gilt',
    submit: 'Filter anwenden',
    today: 'Heute',
    weekend: 'Am Wochenende',
    filters: 'Filter',
    pages: 'Seiten',
  },
  en: {
    applies: 'Showing',
    submit: 'Apply filters',
    today: 'Today',
    weekend: 'This weekend',
    filters: 'Filters',
    pages: 'Pages',
  },
} as const;

/** The first real option of the "for whom" select: value and label. */
async function firstTarget(page: Page): Promise<{ value: string; label: string }> {
  const option = page.locator('#filter-target option').nth(1);
  return {
    value: (await option.getAttribute('value')) ?? '',
    label: ((await option.textContent()) ?? '').trim(),
  };
}

async function summary(page: Page): Promise<string> {
  return ((await page.locator('[role="status"]').textContent()) ?? '').replace(/\s+/g, ' ');
}

describe('lists: programme filters, pagination and highlights', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['de', 'en'] as const) {
    const programme = href('programme', {}, locale);
    const text = words[locale];

    it(`filters by clicking with JavaScript (${locale})`, async () => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${programme}`);
      await hydrated(page);
      const target = await firstTarget(page);
      await page.selectOption('#filter-target', target.value);
      await page.getByRole('button', { name: text.submit }).click();
      await page.waitForURL((url) => url.searchParams.get('target') === target.value);
      await expect.poll(() => summary(page)).toContain(target.label);
      // The canonical URL: empty fields of the form are left out.
      expect(new URL(page.url()).search).toBe(`?target=${target.value}`);
      // A quick button keeps the chosen group, and so does one chosen but not yet applied.
      await page.getByRole('button', { name: text.today, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('when') === 'today');
      expect(new URL(page.url()).searchParams.get('target')).toBe(target.value);
      // The form's fields are renewed with the URL's filter: choose in the new ones.
      await expect.poll(() => page.locator('#filter-when').inputValue()).toBe('today');
      const second = await page.locator('#filter-target option').nth(2).getAttribute('value');
      await page.selectOption('#filter-target', second!);
      await page.getByRole('button', { name: text.weekend, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('when') === 'weekend');
      expect(new URL(page.url()).search).toBe(`?when=weekend&target=${second}`);
      // The tapped button keeps the focus and says it applies.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed')))
        .toBe('true');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text.weekend);
      await page.close();
    });

    it(`combines a quick button with what the form holds, without JavaScript (${locale})`, async () => {
      const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${programme}`);
      const target = await firstTarget(page);
      await page.selectOption('#filter-target', target.value);
      await Promise.all([
        page.waitForURL(/when=today/),
        page.getByRole('button', { name: text.today, exact: true }).click(),
      ]);
      expect(new URL(page.url()).search).toBe(`?when=today&target=${target.value}`);
      expect(await summary(page)).toContain(target.label);
      expect(
        await page
          .getByRole('button', { name: text.today, exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      await context.close();
    });

    it(`filters with the plain GET form without JavaScript (${locale})`, async () => {
      const context: BrowserContext = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${programme}`);
      const target = await firstTarget(page);
      await page.selectOption('#filter-target', target.value);
      await page.selectOption('#filter-view', 'current');
      await Promise.all([
        page.waitForURL(/target=/),
        page.getByRole('button', { name: text.submit }).click(),
      ]);
      const url = new URL(page.url());
      expect(url.searchParams.get('target')).toBe(target.value);
      expect(url.searchParams.get('view')).toBe('current');
      expect(await summary(page)).toContain(target.label);
      await expect(page.locator('#filter-target').inputValue()).resolves.toBe(target.value);
      await context.close();
    });

    it(`answers a malformed filter URL with 200 and says what applies (${locale})`, async () => {
      const page = await browser.newPage();
      const response = await page.goto(`${baseUrl}${programme}?from=2026-99-99&target=nobody`);
      expect(response?.status()).toBe(200);
      const said = await summary(page);
      expect(said).toContain(text.applies);
      expect(said).toContain('2026-99-99');
      expect(said).toContain('nobody');
      await page.close();
    });

    it(`paginates and keeps the other parameters (${locale})`, async () => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${programme}?view=preview`);
      const nav = page.getByRole('navigation', { name: text.pages });
      const total = Number((await summary(page)).match(/(\d+) (Treffer|results)/)?.[1] ?? '0');
      if (total <= 12) {
        expect(await nav.count()).toBe(0);
      } else {
        await expect(nav.locator('[aria-current="page"]').textContent()).resolves.toBe('1');
        const second = nav.locator('a', { hasText: /^2$/ });
        expect(await second.getAttribute('href')).toBe(`${programme}?view=preview&page=2`);
        const response = await page.goto(`${baseUrl}${programme}?view=preview&page=2`);
        expect(response?.status()).toBe(200);
        await expect(nav.locator('[aria-current="page"]').textContent()).resolves.toBe('2');
      }
      // A page beyond the end shows the last page instead of an error.
      const beyond = await page.goto(`${baseUrl}${programme}?page=9999`);
      expect(beyond?.status()).toBe(200);
      await page.close();
    });
  }

  it('folds the filters into one line on a phone, with the number that apply, the first result on the first screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 667 },
      hasTouch: true,
      isMobile: true,
    });
    // A visitor who has chosen in the cookie bar: it would cover the first screen's foot.
    await context.addCookies([
      { name: 'ncc_c', value: 'true', url: `${baseUrl}/` },
      { name: 'ncc_e', value: 'necessary', url: `${baseUrl}/` },
    ]);
    const page = await context.newPage();
    const programme = href('programme', {}, 'de');
    await page.goto(`${baseUrl}${programme}`);
    await hydrated(page);
    const type = await page.locator('#filter-type option').nth(1).getAttribute('value');
    await page.goto(`${baseUrl}${programme}?when=month&type=${type}`);
    await hydrated(page);
    const toggle = page.locator('main form summary');
    expect((await toggle.textContent())?.replace(/\s+/g, ' ')).toBe('Filter (2), 2 aktiv');
    expect(await page.locator('#filter-target').isVisible()).toBe(false);
    const line = await toggle.boundingBox();
    expect(line!.height).toBeLessThan(60);
    // The first result begins on the first screen: the filters take one line, not a screen.
    const first = await page.locator('main li > article').first().boundingBox();
    expect(first!.y).toBeLessThanOrEqual(667 - 48);
    // The quick button that applies is in view in its sideways line.
    const month = page.getByRole('button', { name: 'Dieser Monat', exact: true });
    const shown = await month.boundingBox();
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(375);
    // A tap opens the fields, filled as the URL says.
    await toggle.tap();
    expect(await page.locator('#filter-target').isVisible()).toBe(true);
    expect(await page.locator('#filter-type').inputValue()).toBe(type);
    await context.close();
  });

  it('shows the fields open from the tablet layout on, without the fold', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${href('programme', {}, 'en')}`);
    expect(await page.locator('main form summary').isVisible()).toBe(false);
    expect(await page.locator('#filter-target').isVisible()).toBe(true);
    await context.close();
  });

  for (const width of [375, 800, 1440]) {
    it(`shows one list in date order, each highlight at most ${MAX_MOVE} places off, at ${width} px`, async () => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${href('programme', {}, 'de')}`);
      // One list for every width (decisions 0029, 0049): no copies per breakpoint.
      expect(await page.locator('main ul:has(> li > article)').count()).toBe(1);
      // A highlight carries the badge "Highlight"; other strong marks (Abgesagt, Eintritt frei)
      // sit on regular items too. Its start is its first <time> (none: an editor's date text).
      const tiles = await page.locator('main li > article').evaluateAll((nodes) =>
        nodes.map((node) => ({
          highlight: [...node.querySelectorAll('strong')].some(
            (mark) => mark.textContent?.trim() === 'Highlight',
          ),
          start: node.querySelector('time')?.getAttribute('datetime') ?? null,
        })),
      );
      const dated = tiles.filter((tile) => tile.start !== null) as {
        highlight: boolean;
        start: string;
      }[];
      expect(
        dated.some((tile) => tile.highlight),
        'a highlight in the programme',
      ).toBe(true);
      // The regular items in the programme's order (by start); each highlight with at most
      // MAX_MOVE items on the wrong side of it (decision 0049; was: after every 4, issue 42.9).
      const regularStarts = dated.filter((tile) => !tile.highlight).map((tile) => tile.start);
      expect(regularStarts).toEqual([...regularStarts].sort());
      dated.forEach((tile, index) => {
        if (!tile.highlight) return;
        const off =
          dated.slice(0, index).filter((other) => other.start > tile.start).length +
          dated.slice(index + 1).filter((other) => other.start < tile.start).length;
        expect(off, `${tile.start} at ${index}`).toBeLessThanOrEqual(MAX_MOVE);
      });
      await context.close();
    });
  }
});
