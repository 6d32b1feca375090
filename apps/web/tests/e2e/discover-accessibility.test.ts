import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser } from "./support/browser";
import {
  baseUrl,
  cmsOffers,
  detailPath,
  locales,
  ofType,
  paths,
  type Locale,
} from "./discover-cms";

/** axe (WCAG 2.2 AA) on every discover screen at three widths in both languages. */
const widths = [375, 800, 1440];
const enhancedControl = { de: "Abspielen", en: "Play" };
const quizStart = { de: "Quiz starten", en: "Start the quiz" };

describe(
  `discover screens' accessibility at ${baseUrl}`,
  () => {
    let browser: Browser;
    const screens = {} as Record<Locale, [string, string][]>;

    beforeAll(async () => {
      browser = await launchBrowser();
      for (const locale of locales) {
        const offers = await cmsOffers(locale);
        const withAuthor = offers.find((offer) => offer.author)!;
        const category = offers.flatMap((offer) => offer.categories)[0]!;
        screens[locale] = [
          ["list", paths.list[locale]],
          [
            "filtered list",
            `${paths.list[locale]}?type=video&category=unbekannt`,
          ],
          ...(["Blog", "Podcast", "Video", "Quiz"] as const).map(
            (type): [string, string] => [
              type,
              detailPath(locale, ofType(offers, type).slug),
            ],
          ),
          ["author", `${paths.author[locale]}${withAuthor.author!.slug}`],
          ["category", `${paths.category[locale]}${category.slug}`],
        ];
      }
    });

    afterAll(async () => {
      await browser?.close();
    });

    for (const locale of locales) {
      for (const width of widths) {
        it(`has no violations on the discover screens at ${width} px (${locale})`, async () => {
          // axe is injected by the test, which the site's CSP rightly forbids: bypass it here only.
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            bypassCSP: true,
          });
          const page = await context.newPage();
          const found: Record<string, string[]> = {};
          for (const [name, path] of screens[locale]) {
            expect((await page.goto(`${baseUrl}${path}`))?.status(), path).toBe(
              200,
            );
            if (name === "Podcast")
              await page
                .getByRole("button", {
                  name: enhancedControl[locale],
                  exact: true,
                })
                .waitFor();
            found[name] = await axeViolations(page);
            if (name === "Quiz") {
              await page
                .getByRole("button", { name: quizStart[locale] })
                .click();
              await page.locator("#quiz fieldset").waitFor();
              found["Quiz question"] = await axeViolations(page);
            }
          }
          expect(
            Object.fromEntries(
              Object.entries(found).filter(([, list]) => list.length > 0),
            ),
          ).toEqual({});
          await context.close();
        }, 180_000); // nine pages per run on a busy two-core machine
      }
    }
  },
);
