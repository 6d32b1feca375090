/**
 * The crawl (issue 40, item 3): every screen, and the 404 page, is loaded once per language, and
 * every check that the browser suite makes on every page runs on that one load, one test each, so
 * a failure names the screen, the language and the check:
 * - with a fresh profile, loaded and scrolled through, it asks no third party, loads no provider
 *   frame and does nothing the CSP refuses (nothing third-party before a yes, SPEC §4);
 * - it answers with the right status, in its language, with a title (shell, SPEC §2);
 * - an intro screen shows the editors' intro under its title and as its description;
 * - the header leads from the skip link to sign language and Leichte Sprache (BITV 2.0 § 4);
 * - the footer links the accessibility statement (BITV 2.0 § 7);
 * - no text runs into other text or out of its block at the widths of SPEC §9's layouts and
 *   their edges (issue #21.8; German compounds are long);
 * - in German, text at 200 % and the text spacing of WCAG 1.4.12 lose no text (issue #23);
 * - axe-core finds no violation of WCAG 2.2 AA at 375, 800 and 1440 px.
 *
 * The page is loaded as a first-time visitor sees it (consent bar shown), with the site's CSP in
 * force: the watch for refusals needs it. So nothing is injected the way a CSP refuses: axe is
 * evaluated through the DevTools protocol (injectAxe) and the zoom and spacing overrides are a
 * constructed style sheet (CSSOM, which the CSP does not govern) instead of a <style> element;
 * each override checks that it took effect. A check that changes the page (width, style sheet,
 * focus, the consent bar) restores it before the next one. The tests of a screen run in this
 * order; the first one scrolls the page through (in a test: its wait for quiet is a poll, which
 * vitest allows only there) and back to the top, so the later ones see its lazy images too.
 *
 * Only reads: the files of the crawl run in parallel with the rest of the browser suite.
 */
import type { Browser, BrowserContext, JSHandle, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../../app/site/paths';
import { isIntroScreen, screenIds, type ScreenId } from '../../../app/site/screens';
import { overviewIntros, seededSlugs, type Slugs } from '../shell-cms';
import { axeViolations, axeWidths, injectAxe, wcagTags } from '../support/axe';
import { launchBrowser, ready, scrolledThrough, settled } from '../support/browser';
import { textLayoutMessages } from '../support/text-overlap';

export type Locale = 'de' | 'en';
/** A screen of the screen table, or the 404 page. */
export type CrawlScreen = ScreenId | 'notFound';

/** Every screen of the table and the 404 page, in table order. */
export const crawlScreens: readonly CrawlScreen[] = [...screenIds, 'notFound'];

/**
 * The screens in two halves, one test file per half and language: four files that the browser
 * project's workers share with the other files (a language whole took as long as a quarter of
 * the rest of the suite).
 */
export const crawlHalves = [
  crawlScreens.slice(0, Math.ceil(crawlScreens.length / 2)),
  crawlScreens.slice(Math.ceil(crawlScreens.length / 2)),
] as const;

const baseUrl = process.env.SITE_URL!.replace(/\/+$/, '');
const cmsUrl = process.env.CMS_URL!.replace(/\/+$/, '');
const ownHosts = new Set([new URL(baseUrl).host, new URL(cmsUrl).host]);
// The providers' frames are answered by the test itself: nothing leaves the machine.
const providerFrames =
  /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|open\.spotify\.com|www\.openstreetmap\.org)\//;

/** The 404 page: a path that no page has (the page route's loader answers 404). */
const notFoundPath = { de: '/gibt-es-nicht', en: '/en/no-such-page' } as const;
const htmlLang = { de: 'de-DE', en: 'en-US' } as const;
/** The viewport a page is loaded and checked in, and restored to after each check. */
const viewport = { width: 1280, height: 900 };
/** Text layout: the widths of SPEC §9's layouts and their edges. */
const layoutWidths = [320, 375, 640, 800, 1024, 1280, 1440, 1920, 2560];

const signLanguage = {
  de: '/barrierefreiheit/gebaerdensprache',
  en: '/en/accessibility/sign-language',
} as const;
const easyLanguage = '/barrierefreiheit/leichte-sprache';
/** The header's links and the footer's statement link as a visitor reads them. */
const linkTexts = {
  de: {
    label: 'Gebärdensprache und Leichte Sprache',
    signLanguage: 'Gebärdensprache',
    easyLanguage: 'Leichte Sprache',
    statement: 'Erklärung zur Barrierefreiheit',
  },
  en: {
    label: 'Sign language and easy-to-read German',
    signLanguage: 'Sign language (DGS)',
    easyLanguage: 'Easy-to-read German',
    statement: 'Accessibility statement',
  },
} as const;

/** The root's and the body's text styles with an override. */
interface Computed {
  root: TextStyle;
  body: TextStyle;
}
type TextStyle = { fontSize: string; lineHeight: string; letterSpacing: string };

/**
 * Text zoom (WCAG 1.4.4) and text spacing (1.4.12), in German (the longer words). Text zoom is
 * the browser's font-size setting, which the site's rem sizes follow: set on the root element.
 * `took` says whether the override is in force (the page's root and body as computed).
 */
const textConditions = [
  {
    name: 'text at 200 %',
    // 1.4.4 is about the desktop: at a phone's width 200 % text is 400 % zoom, which 1.4.10
    // asks of 320 px and the text layout check covers.
    widths: [1280],
    css: 'html { font-size: 200% !important; }',
    // 200 % of the browser's default size (16 px in Chromium).
    took: ({ root }: Computed) => Math.abs(parseFloat(root.fontSize) - 32) < 0.5,
  },
  {
    name: 'WCAG 1.4.12 text spacing',
    widths: [375, 1280],
    css: `
    * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
    p { margin-bottom: 2em !important; }`,
    took: ({ body }: Computed) =>
      Math.abs(parseFloat(body.lineHeight) - 1.5 * parseFloat(body.fontSize)) < 0.5 &&
      Math.abs(parseFloat(body.letterSpacing) - 0.12 * parseFloat(body.fontSize)) < 0.5,
  },
] as const;

/** One loaded page and what was watched while it was visited. */
interface Visit {
  context: BrowserContext;
  page: Page;
  path: string;
  status: number | undefined;
  /** Hosts other than the site's and the CMS's that the page asked for. */
  foreign: Set<string>;
  /** Provider frames requested (answered by the test). */
  frames: string[];
  /** Console errors about the Content Security Policy. */
  refused: string[];
}

/** Opens `path` as a first-time visitor in `locale` and waits until it has come to rest. */
async function visit(browser: Browser, locale: Locale, path: string): Promise<Visit> {
  const context = await browser.newContext({ locale: htmlLang[locale], viewport });
  const frames: string[] = [];
  await context.route(providerFrames, (route) => {
    frames.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>stand-in</title><p>frame</p>',
    });
  });
  const foreign = new Set<string>();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && !ownHosts.has(url.host)) foreign.add(url.host);
  });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  const response = await answered(page, `${baseUrl}${path}`);
  await ready(page);
  return { context, page, path, status: response?.status(), foreign, frames, refused };
}

/** How long a load may keep being asked to come back later (Retry-After) before it counts. */
const busyLimitMs = 60_000;

/**
 * Loads `url`, and loads it again as long as the site asks for that: a 503 with Retry-After is
 * its answer to a full render queue or a CMS that does not answer for the moment (server/
 * render-gate.ts, content/cms-breaker.server.ts), which a busy shared stack gives now and then.
 * The crawl waits the seconds the site names, as a browser or proxy would, for up to a minute;
 * after that the 503 stands and the status check names it.
 */
async function answered(page: Page, url: string): Promise<Response | null> {
  const started = Date.now();
  for (;;) {
    const response = await page.goto(url);
    const retryAfter = Number(response?.headers()['retry-after']);
    if (response?.status() !== 503 || !(retryAfter > 0)) return response;
    if (Date.now() - started + retryAfter * 1000 > busyLimitMs) return response;
    await new Promise((resume) => setTimeout(resume, retryAfter * 1000));
  }
}

/** Runs `each` at every width (900 px high), then gives the page its viewport back. */
async function atWidths(
  page: Page,
  widths: readonly number[],
  each: (width: number) => Promise<void>,
): Promise<void> {
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await each(width);
    }
  } finally {
    await page.setViewportSize(viewport);
    await settled(page);
  }
}

/**
 * Adds `css` as a constructed style sheet (after the page's own, as a <style> element at the
 * end would be), runs `run` and takes the sheet out again. The check fails if `took` says that
 * the override is not in force.
 */
async function withStyleSheet(
  page: Page,
  css: string,
  took: (computed: Computed) => boolean,
  run: () => Promise<void>,
): Promise<void> {
  const sheet: JSHandle<CSSStyleSheet> = await page.evaluateHandle((text) => {
    const added = new CSSStyleSheet();
    added.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, added];
    return added;
  }, css);
  try {
    const [root, body] = await page.evaluate(() =>
      [document.documentElement, document.body].map((element): TextStyle => {
        const { fontSize, lineHeight, letterSpacing } = getComputedStyle(element);
        return { fontSize, lineHeight, letterSpacing };
      }),
    );
    const computed = { root: root!, body: body! };
    expect(took(computed), `the override in force: ${JSON.stringify(computed)}`).toBe(true);
    await run();
  } finally {
    await sheet.evaluate((added) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== added);
    });
    await sheet.dispose();
    await settled(page);
  }
}

/** What has the focus: its text and address. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLAnchorElement | null;
    return {
      text: active?.textContent?.replace(/\s+/g, ' ').trim(),
      href: active?.getAttribute('href'),
      hrefLang: active?.getAttribute('hreflang'),
    };
  });

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The crawl of `screens` in `locale`: one browser for the file, one load per screen, one test per
 * screen and check.
 */
export function crawl(locale: Locale, screens: readonly CrawlScreen[]): void {
  describe(`crawl (${locale})`, () => {
    let browser: Browser;
    let slugs: Partial<Record<ScreenId, Slugs>>;
    let intros: Record<string, unknown>;

    beforeAll(async () => {
      [browser, slugs, intros] = await Promise.all([
        launchBrowser(),
        seededSlugs(),
        overviewIntros(locale),
      ]);
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
    });

    describe.each(screens.map((id) => ({ id })))('$id', ({ id }) => {
      const notFound = id === 'notFound';
      let loaded: Visit;

      beforeAll(async () => {
        const path =
          id === 'notFound'
            ? notFoundPath[locale]
            : href(id, (slugs[id] ? { slug: slugs[id][locale] } : {}) as never, locale);
        loaded = await visit(browser, locale, path);
      }, 120_000);

      afterAll(async () => {
        await loaded?.context.close();
      });

      it('asks no third party, loads no provider frame and has nothing refused by the CSP', async () => {
        const { page, path, foreign, frames, refused } = loaded;
        // Lazy images and frames get their chance to be asked for, as a reader scrolls.
        try {
          await scrolledThrough(page);
        } finally {
          await page.evaluate(() => window.scrollTo(0, 0));
          await settled(page);
        }
        expect([...foreign], path).toEqual([]);
        expect(frames, path).toEqual([]);
        expect(refused, path).toEqual([]);
      });

      it(`answers ${notFound ? 404 : 200} in ${htmlLang[locale]} with a title`, async () => {
        const { page, path, status } = loaded;
        expect(status, path).toBe(notFound ? 404 : 200);
        expect(await page.locator('html').getAttribute('lang'), path).toBe(htmlLang[locale]);
        expect((await page.locator('h1').first().textContent())?.trim(), path).toMatch(/\S/);
      });

      if (id !== 'notFound' && isIntroScreen(id))
        it("shows the editors' intro under its title and as its description", async () => {
          const { page, path } = loaded;
          const intro = intros[id];
          expect(intro, `${id} (${locale}) in the CMS`).toMatch(/\S/);
          // The contact page's own SEO description wins over the intro (its loader says so).
          if (id === 'contact') return;
          expect(
            await page.locator('meta[name="description"]').getAttribute('content'),
            `${path}: description`,
          ).toBe(intro);
          // The today page puts the date and the opening state under its title instead.
          if (id !== 'today')
            expect((await page.locator('main').textContent()) ?? '', `${path}: main`).toContain(
              String(intro),
            );
        });

      if (!notFound)
        it('leads from the skip link to sign language and Leichte Sprache (BITV § 4)', async () => {
          const { page, path } = loaded;
          const t = linkTexts[locale];
          // As for a visitor who has decided about cookies: the consent bar (right after the
          // skip link in the tab order) is hidden while the keys go through, as the site hides it.
          const barWasHidden = await page.evaluate(() => {
            const bar = document.getElementById('consent-bar');
            const was = bar?.hidden ?? true;
            if (bar) bar.hidden = true;
            return was;
          });
          try {
            await page.keyboard.press('Tab');
            expect((await focused(page)).href, path).toBe('#main-content');
            await page.keyboard.press('Tab');
            expect(await focused(page), path).toEqual({
              text: t.signLanguage,
              href: signLanguage[locale],
              hrefLang: null,
            });
            await page.keyboard.press('Tab');
            expect(await focused(page), path).toEqual({
              text: t.easyLanguage,
              href: easyLanguage,
              // English pages say that the page behind the link is German.
              hrefLang: locale === 'de' ? null : 'de',
            });
            expect(await page.locator('header > nav').getAttribute('aria-label'), path).toBe(
              t.label,
            );
            // Icons are decoration: the text names the link.
            expect(
              await page.locator('header > nav').locator('svg:not([aria-hidden="true"])').count(),
              path,
            ).toBe(0);
          } finally {
            await page.evaluate((hidden) => {
              (document.activeElement as HTMLElement | null)?.blur();
              const bar = document.getElementById('consent-bar');
              if (bar) bar.hidden = hidden;
            }, barWasHidden);
            await settled(page);
          }
        });

      it('links the accessibility statement from its footer (BITV § 7)', async () => {
        const { page, path } = loaded;
        const link = page.locator(`footer a[href="${href('accessibilityStatement', {}, locale)}"]`);
        expect(await link.count(), path).toBe(1);
        expect(collapse(await link.innerText()), path).toBe(linkTexts[locale].statement);
      });

      it('keeps every text apart and inside its block at nine widths', async () => {
        const { page, path } = loaded;
        const problems: string[] = [];
        await atWidths(page, layoutWidths, async (width) => {
          problems.push(...(await textLayoutMessages(page, 'body', `${path} at ${width}px`)));
        });
        expect(problems).toEqual([]);
      }, 120_000);

      if (locale === 'de' && !notFound)
        for (const { name, widths, css, took } of textConditions)
          it(`keeps every text whole with ${name} (${widths.join(', ')} px)`, async () => {
            const { page, path } = loaded;
            const problems: string[] = [];
            await withStyleSheet(page, css, took, () =>
              atWidths(page, widths, async (width) => {
                problems.push(
                  ...(await textLayoutMessages(page, 'body', `${path}, ${name}, ${width}px`)),
                );
              }),
            );
            expect(problems).toEqual([]);
          }, 120_000);

      it(`has no axe violations at ${axeWidths.join(', ')} px`, async () => {
        const { page, path } = loaded;
        await injectAxe(page);
        const found: string[] = [];
        await atWidths(page, axeWidths, async (width) => {
          await settled(page);
          for (const violation of await axeViolations(page))
            found.push(`${path} at ${width} px: ${violation}`);
        });
        expect(found, `axe (${wcagTags.join(', ')})`).toEqual([]);
      }, 180_000);
    });
  });
}
