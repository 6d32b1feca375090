import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { axeContext, expectNoAxeViolations, type AxeTarget } from './support/axe';
import { launchBrowser } from './support/browser';
import {
  baseUrl,
  cmsOffers,
  detailPath,
  locales,
  ofType,
  paths,
  type Locale,
} from './discover-cms';

/**
 * axe (WCAG 2.2 AA) on every discover screen at three widths in both languages: the list as it
 * opens, an author's and a category's page are checked by the crawl (crawl/crawl.ts), which loads
 * every screen; the list's filtered form and each kind of offer here.
 */
const enhancedControl = { de: 'Abspielen', en: 'Play' };
const quizStart = { de: 'Quiz starten', en: 'Start the quiz' };

describe(`discover screens' accessibility at ${baseUrl}`, () => {
  let browser: Browser;
  const screens = {} as Record<Locale, AxeTarget[]>;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const locale of locales) {
      const offers = await cmsOffers(locale);
      const detail = (type: 'Blog' | 'Podcast' | 'Video' | 'Quiz') =>
        detailPath(locale, ofType(offers, type).slug);
      screens[locale] = [
        `${paths.list[locale]}?type=video&category=unbekannt`,
        detail('Blog'),
        {
          path: detail('Podcast'),
          // The player's own controls, once JavaScript has replaced the native ones.
          prepare: (page: Page) =>
            page
              .getByRole('button', {
                name: enhancedControl[locale],
                exact: true,
              })
              .waitFor(),
        },
        detail('Video'),
        detail('Quiz'),
        {
          path: detail('Quiz'),
          name: `${detail('Quiz')} (first question)`,
          prepare: async (page: Page) => {
            await page.getByRole('button', { name: quizStart[locale] }).click();
            await page.locator('#quiz fieldset').waitFor();
          },
          // The page around the quiz is checked as it opens, the target before.
          within: ['main'],
        },
      ];
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`has no violations on the discover screens at 375, 800 and 1440 px (${locale})`, async () => {
      const context = await axeContext(browser);
      await expectNoAxeViolations(await context.newPage(), screens[locale], {
        status: 200,
      });
      await context.close();
    }, 480_000); // six screens at three widths on a busy two-core machine
  }
});
