/**
 * BITV 2.0 § 7: the accessibility statement is linked from the footer of every kind of page in
 * both languages and shows every part the regulation asks for, as the CMS holds it. The footer
 * link on every screen and the 404 page, and axe on the statement, are checked by the crawl
 * (crawl/crawl.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapPath } from '../../app/site/feed-paths';
import { href } from '../../app/site/paths';
import { cms, locales, openContext, type Locale } from './pages-support';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL!.replace(/\/+$/, '');

/** What a visitor reads: the statement's own headings and labels. */
const texts = {
  de: {
    headings: [
      'Stand der Vereinbarkeit mit den Anforderungen',
      'Nicht barrierefreie Inhalte',
      'Feedback und Kontakt',
      'Schlichtungsverfahren',
    ],
    partiallyCompliant:
      'Diese Website ist mit den Anforderungen der BITV 2.0 und der WCAG 2.1 (Stufe AA) teilweise vereinbar.',
    selfAssessment: 'Art der Prüfung Selbstbewertung',
    statementDate: 'Erstellt am',
    lastReviewDate: 'Zuletzt überprüft am',
    reason: 'Begründung',
    alternative: 'Barrierefreie Alternative',
    reportForm: 'Barriere melden (Formular)',
  },
  en: {
    headings: [
      'Compliance status',
      'Content that is not accessible',
      'Feedback and contact',
      'Conciliation procedure',
    ],
    partiallyCompliant:
      'This website is partially compliant with the requirements of BITV 2.0 and WCAG 2.1 (level AA).',
    selfAssessment: 'How it was assessed Self-assessment',
    statementDate: 'Statement prepared on',
    lastReviewDate: 'Last reviewed on',
    reason: 'Reason',
    alternative: 'Accessible alternative',
    reportForm: 'Report a barrier (form)',
  },
};

/** A calendar date in words, as the museum's locale writes it ("27. Oktober 2026", "October 27, 2026"). */
const inWords = (isoDate: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${isoDate}T12:00:00Z`));

interface CmsStatement {
  title: string;
  conformance: string;
  assessmentMethod: string;
  statementDate: string;
  lastReviewDate: string;
  barriers: { title: string; reason: string; alternative: string }[];
  contactMail: string;
  contactPhone: string;
  reportFormLink: string;
  conciliationName: string;
  conciliationUrl: string;
  conciliationText: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('accessibility statement (BITV 2.0)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`shows every required part as the CMS holds it (${locale})`, async () => {
      const data = await cms<CmsStatement>(
        `/api/accessibility-statement?locale=${locale}&populate[barriers]=true`,
      );
      const t = texts[locale];
      const context = await openContext(browser, locale, { javaScript: false });
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${href('accessibilityStatement', {}, locale)}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${locale}`));
      expect(collapse(await page.locator('main h1').innerText())).toBe(data.title);
      expect(await page.title()).toContain(data.title);
      // Breadcrumb: start, the accessibility overview, this page.
      const crumbs = await page.locator('nav[aria-label] ol li').allInnerTexts();
      expect(crumbs.map(collapse)).toHaveLength(3);
      const headings = (await page.locator('main h2').allInnerTexts()).map(collapse);
      expect(headings).toEqual(t.headings);
      const main = collapse(await page.locator('main').innerText());
      // The demo statement: partially compliant, by self-assessment.
      expect([data.conformance, data.assessmentMethod]).toEqual([
        'partiallyCompliant',
        'selfAssessment',
      ]);
      expect(main).toContain(t.partiallyCompliant);
      expect(main).toContain(t.selfAssessment);
      // Dates in the page's language, with the machine-readable date beside them.
      expect(main).toContain(`${t.statementDate} ${inWords(data.statementDate, locale)}`);
      expect(main).toContain(`${t.lastReviewDate} ${inWords(data.lastReviewDate, locale)}`);
      for (const date of [data.statementDate, data.lastReviewDate]) {
        const time = page.locator(`main time[datetime="${date}"]`);
        expect(collapse(await time.innerText())).toBe(inWords(date, locale));
      }
      expect(inWords(data.lastReviewDate, locale)).toMatch(
        locale === 'de' ? /^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/ : /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );
      expect(data.barriers.length).toBeGreaterThan(0);
      const barrierTitles = (await page.locator('main h3').allInnerTexts()).map(collapse);
      expect(barrierTitles).toEqual(data.barriers.map((barrier) => barrier.title));
      for (const barrier of data.barriers) {
        expect(main).toContain(`${t.reason} ${barrier.reason}`);
        expect(main).toContain(`${t.alternative} ${barrier.alternative}`);
      }
      expect(await page.locator(`main a[href="mailto:${data.contactMail}"]`).count()).toBe(1);
      expect(await page.locator('main a[href^="tel:"]').count()).toBe(1);
      expect(main).toContain(data.contactPhone);
      const form = page.locator(`main a[href="${data.reportFormLink}"]`);
      expect(collapse(await form.innerText())).toBe(t.reportForm);
      expect(data.reportFormLink).toBe(
        locale === 'de'
          ? '/barrierefreiheit/barriere-melden'
          : '/en/accessibility/report-a-barrier',
      );
      expect(main).toContain(data.conciliationName);
      expect(main).toContain(collapse(data.conciliationText));
      expect(await page.locator(`main a[href="${data.conciliationUrl}"]`).count()).toBe(1);
      await context.close();
    });
  }

  it('is in the sitemap of each language', async () => {
    for (const locale of locales) {
      const sitemap = await (await fetch(`${baseUrl}${sitemapPath(locale)}`)).text();
      expect(sitemap).toContain(`${href('accessibilityStatement', {}, locale)}</loc>`);
    }
  });

  it('leads the paths of the former statement page there', async () => {
    for (const [from, to] of [
      ['/barrierefreiheit/erklaerung-barrierefreiheit', '/barrierefreiheit/erklaerung'],
      ['/en/accessibility/accessibility-statement', '/en/accessibility/statement'],
    ]) {
      const response = await fetch(`${baseUrl}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location')!, baseUrl).pathname).toBe(to);
    }
  });
});
