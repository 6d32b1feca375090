import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

type Locale = 'de' | 'en';

const texts = {
  de: {
    link: 'Barriere auf dieser Seite melden',
    summary: 'Bitte korrigieren Sie 2 Angaben',
    consentError: 'Bitte stimmen Sie der Speicherung',
    thanks: 'Vielen Dank für Ihre Meldung',
    reply: 'Wir antworten Ihnen per E-Mail',
    back: 'Zurück zur Seite',
  },
  en: {
    link: 'Report a barrier on this page',
    summary: 'Please correct 2 entries',
    consentError: 'Please agree to us storing',
    thanks: 'Thank you for your report',
    reply: 'We will answer you by email',
    back: 'Back to the page',
  },
};

/** The page whose footer link opens the form: the exhibition list in each language. */
const startPath = (locale: Locale) => href('exhibitions', {}, locale);

describe('barrier report form in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(locale: Locale, javaScript: boolean): Promise<Page> {
    // axe is injected by the test, which the site's CSP rightly forbids: bypass it here only.
    const context = await browser.newContext({ javaScriptEnabled: javaScript, bypassCSP: true });
    // A returning visitor who allowed only what is necessary: no consent bar over the footer.
    await context.addCookies(
      [
        ['ncc_c', 'true'],
        ['ncc_e', 'necessary'],
      ].map(([name = '', value = '']) => ({ name, value, url: baseUrl! })),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}${startPath(locale)}`);
    await page.getByRole('link', { name: texts[locale].link }).click();
    await page.waitForURL(/[?&]page=/);
    await page.waitForSelector('#report-description');
    if (javaScript) await page.waitForLoadState('networkidle');
    return page;
  }

  for (const locale of ['de', 'en'] as const) {
    for (const javaScript of [true, false]) {
      it(`${locale}, ${javaScript ? 'with' : 'without'} JavaScript: from the footer link, an error fixed from the summary, values kept, thank-you; axe clean`, async () => {
        const page = await open(locale, javaScript);
        const formPath = href('accessibilityReport', {}, locale);
        expect(new URL(page.url()).pathname).toBe(formPath);
        // The page the visitor came from is filled in, and can be changed.
        expect(await page.inputValue('#report-page')).toBe(startPath(locale));
        if (javaScript) expect(await axeViolations(page)).toEqual([]);

        // A description, a page of another site and no consent: two errors.
        await page.fill('#report-description', 'Das Bild auf der Seite hat keinen Alternativtext.');
        await page.fill('#report-page', 'https://evil.example/ausstellungen');
        await page.selectOption('#report-assistive-technology', 'screen-reader');
        await page.fill('#report-email', 'melde@example.org');
        await page
          .locator('form[aria-labelledby="report-form-title"] button[type="submit"]')
          .click();
        await page.waitForSelector('#report-error-summary');
        await page.waitForFunction(() => document.activeElement?.id === 'report-error-summary');
        expect(await page.textContent('#report-error-summary')).toContain(texts[locale].summary);
        expect(await page.getAttribute('#report-consent', 'aria-invalid')).toBe('true');
        expect(await page.getAttribute('#report-page', 'aria-describedby')).toContain(
          'report-page-error',
        );
        // What was typed is still there.
        expect(await page.inputValue('#report-description')).toBe(
          'Das Bild auf der Seite hat keinen Alternativtext.',
        );
        expect(await page.inputValue('#report-email')).toBe('melde@example.org');
        expect(await page.inputValue('#report-assistive-technology')).toBe('screen-reader');
        if (javaScript) expect(await axeViolations(page)).toEqual([]);

        // The summary's link leads to the field; the keyboard fixes it there.
        await page
          .locator('#report-error-summary a', { hasText: texts[locale].consentError })
          .click();
        if (javaScript) {
          await page.waitForFunction(() => document.activeElement?.id === 'report-consent');
          await page.keyboard.press('Space');
        } else {
          expect(new URL(page.url()).hash).toBe('#report-consent');
          await page.check('#report-consent');
        }
        await page.fill('#report-page', startPath(locale));
        await page
          .locator('form[aria-labelledby="report-form-title"] button[type="submit"]')
          .click();

        await page.waitForSelector('#report-thanks');
        expect(page.url()).toMatch(/\?received=1$/);
        expect(page.url()).not.toContain('example.org');
        const thanks = await page.textContent('#report-thanks');
        expect(thanks).toContain(texts[locale].thanks);
        expect(thanks).toContain(texts[locale].reply);
        expect(thanks).toMatch(/ZM-BF-[0-9A-F]{8}/);
        expect(
          await page.getByRole('link', { name: texts[locale].back }).getAttribute('href'),
        ).toBe(startPath(locale));
        if (javaScript) expect(await axeViolations(page)).toEqual([]);

        // A reload shows the same result and sends nothing again (Post/Redirect/Get).
        await page.reload();
        expect(await page.textContent('#report-thanks')).toContain(texts[locale].thanks);
        await page.context().close();
      });
    }
  }

  it('answers without caching and never fills in a page of another site', async () => {
    const response = await fetch(
      `${baseUrl}${href('accessibilityReport', {}, 'de')}?page=${encodeURIComponent('https://evil.example/x')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).not.toContain('evil.example');
  });
});
