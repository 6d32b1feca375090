import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { bundleHarness, openHarness } from './support/harness-page';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const entry = fileURLToPath(new URL('./support/texts-harness.tsx', import.meta.url));

/** The German part hashes the running site names in its pages. */
async function germanHashes(): Promise<Record<string, string>> {
  const html = await (await fetch(`${baseUrl}/programm`)).text();
  const hashes: Record<string, string> = { booking: '0000000000', offers: '0000000000' };
  for (const [, part, hash] of html.matchAll(/\/i18n\/de\.([a-z]+)\.([0-9a-f]{10})\.js/g))
    hashes[part!] = hash!;
  return hashes;
}

describe('UI texts: a part needed by an update that is not a navigation', () => {
  let browser: Browser;
  let code = '';
  let hashes: Record<string, string> = {};

  beforeAll(async () => {
    [browser, code, hashes] = await Promise.all([
      launchBrowser(),
      bundleHarness(entry),
      germanHashes(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The harness served from the site's origin, so the part scripts come from the site. */
  async function harness(): Promise<{ page: Page; problems: string[] }> {
    const { page, problems } = await openHarness(browser, baseUrl, {
      path: '/__texts-harness',
      head: `<script>window.harnessHashes=${JSON.stringify(hashes)}</script>`,
      code,
    });
    await page.locator('#frame').waitFor();
    return { page, problems };
  }

  it('suspends a transition until the part is there: no empty text, no key', async () => {
    const { page, problems } = await harness();
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      new MutationObserver(() => {
        const text = document.getElementById('filters')?.textContent;
        if (text !== undefined) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.click('#navigate');
    await page.locator('#filters', { hasText: 'Alle Termine' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      '[Alle Termine]',
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders a click update at once, then again with the texts: the page never blanks', async () => {
    const { page, problems } = await harness();
    // The part arrives late, so the first commit is seen without it.
    await page.route('**/i18n/de.filters.*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.click('#click');
    // The click's update commits at once (the part is still loading): the page stays.
    expect(await page.locator('#filters').textContent()).toBe('[]');
    expect(await page.locator('#frame').textContent()).toBe('page start');
    await page.locator('#filters', { hasText: 'Alle Termine' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows keys with warnings when the part does not load', async () => {
    const { page, problems } = await harness();
    await page.route('**/i18n/de.filters.*', (route) => route.abort());
    await page.click('#navigate');
    await page.locator('#filters', { hasText: 'filter.when.all' }).waitFor();
    expect(await page.locator('#frame').textContent()).toBe('page next');
    expect(problems.some((text) => text.includes('did not load'))).toBe(true);
    expect(
      problems.some((text) => text.includes('missing message "filters.filter.when.all"')),
    ).toBe(true);
    await page.close();
  });
});
