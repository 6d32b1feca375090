import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';

// Strapi's admin (React 18) is built in its own npm project; this proves that build loads,
// in German for a browser that never chose a language (docs/decisions/0022).
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '');

describe('the CMS admin panel', () => {
  let browser: Browser;

  beforeAll(async () => {
    if (!cmsUrl) throw new Error('CMS_URL names the CMS under test');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('loads and offers the first editor account or the login in German', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${cmsUrl}/admin`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor({ timeout: 30_000 });
    expect(await heading.textContent()).toBe('Willkommen!');
    expect(await page.getByLabel(/^E-Mail/).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
