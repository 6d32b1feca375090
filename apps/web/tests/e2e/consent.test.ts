import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeContext, axeViolations } from './support/axe';
import { hydrated, launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL!.replace(/\/+$/, '');
const yearMs = 31_536_000_000;

const texts = {
  de: {
    path: '/de',
    acceptAll: 'Alle akzeptieren',
    rejectOptional: 'Nur notwendige',
    settings: 'Einstellungen',
    footer: 'Cookie-Einstellungen',
    save: 'Auswahl speichern',
    analytics: /Statistik/,
  },
  en: {
    path: '/en',
    acceptAll: 'Accept all',
    rejectOptional: 'Necessary only',
    settings: 'Settings',
    footer: 'Cookie settings',
    save: 'Save choice',
    analytics: /Statistics/,
  },
} as const;

const bar = (page: Page) => page.locator('#consent-bar');
const dialog = (page: Page) => page.getByRole('dialog');

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    given: cookies.find((cookie) => cookie.name === 'ncc_c'),
    enabled: cookies.find((cookie) => cookie.name === 'ncc_e'),
  };
}

describe('cookie consent: bar, settings and cookies', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the bar on a first visit and stores "accept all" exactly as SPEC §9 says', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de`);
    await hydrated(page);
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    const before = Date.now();
    await bar(page).getByRole('button', { name: texts.de.acceptAll }).click();
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    const { given, enabled } = await consentCookies(context);
    expect(given?.value).toBe('true');
    expect(enabled?.value).toBe('necessary|analytics|external');
    for (const cookie of [given!, enabled!]) {
      expect(cookie.path).toBe('/');
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.secure).toBe(false);
      expect(cookie.httpOnly).toBe(false);
      // Expiry in seconds: one year from the click, give or take the test's own time.
      expect(Math.abs(cookie.expires * 1000 - (before + yearMs))).toBeLessThan(60_000);
    }
    // The choice holds on the next page: no bar.
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    expect(await bar(page).isVisible()).toBe(false);
    await context.close();
  });

  it('applies a choice made in another tab when the visitor returns to this one', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(`${baseUrl}/de`);
      await hydrated(page);
    }
    expect(await bar(second).isVisible()).toBe(true);
    await first.locator('#consent-bar').getByRole('button', { name: texts.de.acceptAll }).click();
    // At the latest when the visitor comes back. Any re-render of this tab reads the cookies
    // too, so it may know sooner: that the return alone tells it is consent-store.test.ts.
    await second.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => bar(second).isVisible()).toBe(false);
    await context.close();
  });

  it('stores "necessary only" without any optional category', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    await bar(page).getByRole('button', { name: texts.en.rejectOptional }).click();
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    const { given, enabled } = await consentCookies(context);
    expect(given?.value).toBe('true');
    expect(enabled?.value).toBe('necessary');
    await context.close();
  });

  it('never shows the bar to a visitor who chose, not even before the page is interactive', async () => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'ncc_c', value: 'true', url: baseUrl },
      { name: 'ncc_e', value: 'necessary', url: baseUrl },
    ]);
    const page = await context.newPage();
    // Records every moment the bar was rendered visible, from the first parsed byte on.
    await page.addInitScript(() => {
      const seen: boolean[] = [];
      (window as unknown as { barSeen: boolean[] }).barSeen = seen;
      new MutationObserver(() => {
        const element = document.getElementById('consent-bar');
        if (element && !element.hidden) seen.push(true);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`${baseUrl}/de`);
    await hydrated(page);
    expect(
      await page.evaluate(() => (window as unknown as { barSeen: boolean[] }).barSeen),
    ).toEqual([]);
    await context.close();
  });

  it('shows the bar before the app code runs (the inline check), so it does not pop in late', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The app's modules never arrive: only the inline check can show the bar.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/de`);
    expect(await bar(page).isVisible()).toBe(true);
    await context.close();
  });

  for (const [label, given, enabled] of [
    ['an unknown flag', 'yes', 'necessary|analytics'],
    ['markup in the list', 'true', 'necessary|%3Cscript%3E'],
    ['a list without necessary', 'true', 'analytics|external'],
    ['an empty list', 'true', ''],
  ] as const) {
    it(`treats tampered cookies (${label}) as no choice: the bar shows`, async () => {
      const context = await browser.newContext();
      await context.addCookies([
        { name: 'ncc_c', value: given, url: baseUrl },
        { name: 'ncc_e', value: enabled, url: baseUrl },
      ]);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/de`);
      await hydrated(page);
      expect(await bar(page).isVisible()).toBe(true);
      await context.close();
    });
  }

  it('works by keyboard alone: bar early in the tab order, dialog keeps focus, Escape returns it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de`);
    await hydrated(page);
    const reached: string[] = [];
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          return `${active?.closest('#consent-bar') ? 'bar:' : ''}${active?.textContent?.trim()}`;
        }),
      );
    }
    expect(reached).toContain(`bar:${texts.de.acceptAll}`);
    // From "accept all" on to the settings button, and open the dialog with Enter.
    while (
      (await page.evaluate(() => document.activeElement?.textContent?.trim())) !== texts.de.settings
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    const insideDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    expect(await insideDialog()).toBe(true);
    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await insideDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe(texts.de.settings);
    // No choice yet: the bar is back.
    expect(await bar(page).isVisible()).toBe(true);

    // Open again, switch analytics on with Space, save with Enter.
    await bar(page).getByRole('button', { name: texts.de.settings }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('checkbox', { name: texts.de.analytics }).focus();
    await page.keyboard.press('Space');
    await dialog(page).getByRole('button', { name: texts.de.save }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await consentCookies(context)).enabled?.value).toBe('necessary|analytics');
    // The bar is gone with the choice: focus lands on the main content, not on nothing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });

  it('moves focus on to the page when the bar goes with a choice made by keyboard', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    await bar(page).getByRole('button', { name: texts.en.rejectOptional }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => bar(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });

  it('keeps focused elements clear of the bar while it is shown', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de`);
    await hydrated(page);
    // The bar measures itself once hydrated (a ResizeObserver), which may come after the
    // network is idle on a busy machine: wait for the padding, not for a moment (poll's
    // default second ran out once with another browser file beside this one).
    const settled = { timeout: 10_000 };
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) -
              document.getElementById('consent-bar')!.offsetHeight,
          ),
        settled,
      )
      .toBeGreaterThanOrEqual(0);
    await bar(page).getByRole('button', { name: texts.de.acceptAll }).click();
    await expect
      .poll(
        () => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom),
        settled,
      )
      .toBe('auto');
    await context.close();
  });

  it('leaves the page as it was when the settings cannot be loaded', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/assets/ConsentSettingsDialog-*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/de`);
    await hydrated(page);
    const heading = await page.locator('h1').textContent();
    await bar(page).getByRole('button', { name: texts.de.settings }).click();
    await expect.poll(() => errors.some((error) => error.includes('[consent]'))).toBe(true);
    expect(await page.locator('h1').textContent()).toBe(heading);
    await expect.poll(() => bar(page).isVisible()).toBe(true);
    await context.close();
  });

  it('opens the settings again from the footer, showing the stored choice, and withdraws it', async () => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'ncc_c', value: 'true', url: baseUrl },
      { name: 'ncc_e', value: 'necessary|analytics|external', url: baseUrl },
    ]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    const opener = page.getByRole('contentinfo').getByRole('button', { name: texts.en.footer });
    await opener.click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    const analytics = dialog(page).getByRole('checkbox', { name: texts.en.analytics });
    expect(await analytics.isChecked()).toBe(true);
    await analytics.uncheck();
    const external = dialog(page).getByRole('checkbox').nth(1);
    await external.uncheck();
    await dialog(page).getByRole('button', { name: texts.en.save }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await consentCookies(context)).enabled?.value).toBe('necessary');
    // Focus is back on the footer button the visitor came from.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe(texts.en.footer);
    await context.close();
  });

  it('without JavaScript shows no bar, and the footer entry leads to the privacy policy', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de`);
    expect(await bar(page).isVisible()).toBe(false);
    const link = page.getByRole('contentinfo').getByRole('link', { name: texts.de.footer });
    expect(await link.getAttribute('href')).toBe('/datenschutz');
    await context.close();
  });

  for (const locale of ['de', 'en'] as const) {
    it(`has no axe violations with the bar and with the dialog open (${locale}, 375/800/1440 px)`, async () => {
      const context = await axeContext(browser);
      const page = await context.newPage();
      const failures: string[] = [];
      for (const width of [375, 800, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl}${texts[locale].path}`);
        await hydrated(page);
        expect(await bar(page).isVisible()).toBe(true);
        // The page with the bar shown is the crawl's (crawl/crawl.ts): here the bar itself.
        for (const violation of await axeViolations(page, ['#consent-bar']))
          failures.push(`${width} bar: ${violation}`);
        await bar(page).getByRole('button', { name: texts[locale].settings }).click();
        await expect.poll(() => dialog(page).isVisible()).toBe(true);
        // Every category's list of services open, so that axe sees them too.
        for (const summary of await dialog(page).locator('summary').all()) await summary.click();
        for (const violation of await axeViolations(page))
          failures.push(`${width} dialog: ${violation}`);
      }
      expect(failures).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
