import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
const sectionIds = ['visit', 'program', 'offer', 'discover', 'accessibility', 'museum'];

/** The section titles as the CMS has them, to compare with what the page shows. */
async function cmsSectionTitles(locale: 'de' | 'en'): Promise<string[]> {
  const query = sectionIds.map((id) => `populate[${id}]=true`).join('&');
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const response = await fetch(`${cmsUrl}/api/site-menu?${query}&locale=${locale}`, { headers });
  expect(response.status, `site-menu from ${cmsUrl}`).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, { title?: string } | null> };
  // A v4-shaped answer nests the fields under `attributes`.
  const fields = (data.attributes ?? data) as Record<string, { title?: string } | null>;
  return sectionIds.map((id) => fields[id]?.title ?? '').filter(Boolean);
}

describe(`home page at ${baseUrl}`, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { locale, path, lang, menuName } of [
    { locale: 'de', path: '/', lang: 'de-DE', menuName: 'Hauptmenü' },
    { locale: 'de', path: '/de', lang: 'de-DE', menuName: 'Hauptmenü' },
    { locale: 'en', path: '/en', lang: 'en-US', menuName: 'Main menu' },
  ] as const) {
    it(`shows the six menu sections from the CMS in ${locale} at ${path}`, async () => {
      const titles = await cmsSectionTitles(locale);
      expect(titles).toHaveLength(6);
      // A German browser: / sends English browsers to /en (SPEC §4).
      const page = await browser.newPage({
        extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('response', (answer) => {
        if (answer.status() >= 400 && answer.url() !== `${baseUrl}${path}`) {
          errors.push(`${answer.status()} ${answer.url()}`);
        }
      });
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      // The sections live in the menu panel, which the menu button opens.
      // After hydration: React takes over the menu's open state and would close it again.
      await hydrated(page);
      await page.locator('summary[aria-controls="site-menu-panel"]').click();
      const menu = page.getByRole('navigation', { name: menuName });
      const shown = (await menu.locator('summary').allTextContents()).map((text) => text.trim());
      expect(shown).toEqual(titles);
      expect(await page.locator('footer').textContent()).toMatch(/@/);
      // Hydration must not break on the CSP or on markup differences.
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('answers 404 with the error page for unknown paths', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/en/this-path-does-not-exist/at-all`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await page.close();
  });
});
