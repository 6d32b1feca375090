import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { bilingual } from './shell-cms';
import { hydrated, launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

describe('shell: keyboard and navigation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('has the skip link as the first Tab stop, and it moves focus to the main content', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${href('exhibitions', {}, 'en')}`);
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => {
      const active = document.activeElement as HTMLAnchorElement | null;
      return { text: active?.textContent?.trim(), href: active?.getAttribute('href') };
    });
    expect(first).toEqual({ text: 'Skip to content', href: '#main-content' });
    expect(await page.locator(':focus').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.close();
  });

  it('focuses the main content and scrolls to the top after a client-side navigation', async () => {
    const exhibition = await bilingual('exhibitions');
    const page = await browser.newPage({ viewport: { width: 800, height: 500 } });
    await page.goto(`${baseUrl}${href('exhibitions', {}, 'de')}`);
    await page.waitForLoadState('networkidle');
    // On the first load nothing is focused by the site.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const link = page.locator(
      `main a[href="${href('exhibition', { slug: exhibition.de }, 'de')}"]`,
    );
    await link.scrollIntoViewIfNeeded();
    const documentsBefore = await page.evaluate(
      () => performance.getEntriesByType('navigation').length,
    );
    await link.click();
    await page.waitForURL(`${baseUrl}${href('exhibition', { slug: exhibition.de }, 'de')}`);
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // It was a client-side navigation: still the same document.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      documentsBefore,
    );
    // The breadcrumb of the detail page marks the current page.
    const current = page.locator('nav[aria-label="Brotkrumennavigation"] [aria-current="page"]');
    expect((await current.textContent())?.trim()).toBe(
      (await page.locator('h1').textContent())?.trim(),
    );
    await page.close();
  });

  it('shows no breadcrumb on the home page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en`);
    expect(await page.locator('nav[aria-label="Breadcrumb"]').count()).toBe(0);
    await page.goto(`${baseUrl}${href('contact', {}, 'en')}`);
    expect(await page.locator('nav[aria-label="Breadcrumb"] li').count()).toBe(2);
    await page.close();
  });

  it('searches with a GET form and says when nothing matches', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${href('search', {}, 'en')}`);
    const form = page.locator('main form[role="search"]');
    await hydrated(page);
    const reset = form.getByRole('button', { name: 'Clear input' });
    expect(await reset.isVisible()).toBe(false);
    await form.getByLabel('Search term').fill('zzzqqq-nothing');
    expect(await reset.isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/en\/search\?text=zzzqqq-nothing$/);
    // The URL changes before the client-side navigation has rendered the answer.
    await page.locator('main').getByText('No results found.').waitFor();
    await page.close();
  });
});
