import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

/** How many documents the page has loaded: a client-side navigation adds none. */
const documents = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('navigation').length);

// The site's links are plain anchors; one handler makes their clicks client-side navigations
// (ui/link/SiteLink.tsx, features/navigation/use-site-links.ts).
describe('site links', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function exhibitions(): Promise<Page> {
    const page = await browser.newPage({ locale: 'de-DE' });
    await page.goto(`${baseUrl}/ausstellungen`);
    await hydrated(page);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    return page;
  }

  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  it('follows a plain click in the page, without loading a document', async () => {
    const page = await exhibitions();
    const link = page.locator('main a[data-link][href^="/ausstellungen/"]').first();
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`${baseUrl}${target}`);
    expect(await sameDocument(page)).toBe(true);
    expect(await documents(page)).toBe(1);
    await page.close();
  });

  it('leaves a click with a modifier key to the browser (a new tab), the page stays', async () => {
    const page = await exhibitions();
    const link = page.locator('main a[data-link][href^="/ausstellungen/"]').first();
    const target = (await link.getAttribute('href'))!;
    const opened = page.context().waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(`${baseUrl}${target}`);
    expect(page.url()).toBe(`${baseUrl}/ausstellungen`);
    expect(await sameDocument(page)).toBe(true);
    await tab.close();
    await page.close();
  });

  it('replaces the history entry when the link leads to the address shown', async () => {
    const page = await exhibitions();
    const before = await page.evaluate(() => history.length);
    // A link to the page shown (as a menu's overview link is on its own overview).
    await page.evaluate(() => {
      const here = document.createElement('a');
      here.href = '/ausstellungen';
      here.dataset.link = '';
      here.id = 'here';
      here.textContent = 'here';
      document.querySelector('main')!.append(here);
    });
    const data = page.waitForResponse((response) => response.url().includes('/ausstellungen.data'));
    await page.click('#here');
    await data;
    expect(page.url()).toBe(`${baseUrl}/ausstellungen`);
    expect(await page.evaluate(() => history.length)).toBe(before);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });
});
