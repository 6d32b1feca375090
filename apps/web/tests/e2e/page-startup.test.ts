import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { bundleHarness, openHarness } from './support/harness-page';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
// Bundled in development mode: React reports hydration mismatches.
const entry = fileURLToPath(new URL('./support/startup-harness.tsx', import.meta.url));

/** The German frame part of the running site, whose texts the harness shows. */
async function germanFrame(): Promise<{ hash: string; href: string }> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const [href, hash] = /\/i18n\/de\.frame\.([0-9a-f]{10})\.js/.exec(html) ?? [];
  if (!href || !hash) throw new Error('the home page names no German frame texts');
  return { hash, href };
}

// Issue #20 (Total Blocking Time): what runs after hydration stays small. These are the rules
// that made it so; each is what a visitor or an editor would notice if it broke.
describe('page start-up after hydration', () => {
  let browser: Browser;
  let code = '';
  let frame = { hash: '', href: '' };

  beforeAll(async () => {
    [browser, code, frame] = await Promise.all([
      launchBrowser(),
      bundleHarness(entry),
      germanFrame(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function harness(): Promise<{ page: Page; problems: string[] }> {
    const { page, problems } = await openHarness(browser, baseUrl, {
      path: '/__startup-harness',
      head: `<script src="${frame.href}"></script><script>window.harnessHashes=${JSON.stringify({ frame: frame.hash })}</script>`,
      code,
    });
    await page.locator('#first[data-hydrated="true"]').waitFor();
    return { page, problems };
  }

  const renders = (page: Page) =>
    page.evaluate(() => (window as unknown as { harnessLog: string[] }).harnessLog.splice(0));

  it('hydrates the server HTML as it is, then switches to enhanced without a mismatch', async () => {
    const { page, problems } = await harness();
    const log = await renders(page);
    expect(log.filter((entry) => entry.startsWith('first:'))).toEqual([
      'first:false',
      'first:true',
    ]);
    expect(log.filter((entry) => entry.startsWith('recoverable'))).toEqual([]);
    expect(await page.locator('#texts').textContent()).toBe('Zentralmuseum');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders a part mounted after hydration enhanced from its first render', async () => {
    const { page, problems } = await harness();
    await renders(page);
    await page.click('#mount');
    await page.locator('#later[data-hydrated="true"]').waitFor();
    expect((await renders(page)).filter((entry) => entry.startsWith('later:'))).toEqual([
      'later:true',
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the texts unchanged for a render of the page that changes nothing they show', async () => {
    const { page, problems } = await harness();
    await renders(page);
    await page.click('#rerender');
    await page.locator('#rerender', { hasText: '1' }).waitFor();
    await page.click('#rerender');
    await page.locator('#rerender', { hasText: '2' }).waitFor();
    // The memoised reader of the texts is left alone: no render of it after hydration.
    expect(await renders(page)).not.toContain('texts');
    expect(problems).toEqual([]);
    await page.close();
  });
});
