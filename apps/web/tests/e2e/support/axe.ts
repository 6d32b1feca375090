import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ready, settled } from './browser';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Configures the axe just put into a page not to copy each element's markup into its results:
 * the messages name elements by their selectors, and the copies cost a fifth of a run.
 */
const withoutHtml = '\n;axe.configure({ noHtml: true });';

/** The rules checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now and returns one line per violated rule: the rule, its
 * impact and the elements that fail it. An empty list means no violations.
 *
 * The site's CSP rightly forbids the injected script, so the page's browser context must be
 * opened with `bypassCSP: true`; without JavaScript in the page axe cannot run at all.
 */
export async function axeViolations(page: Page, within?: readonly string[]): Promise<string[]> {
  // Once per document: a page checked again at another width keeps the axe it has.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource + withoutHtml });
  const violations = await page.evaluate(
    async ({ values, within }): Promise<Violation[]> => {
      type AxeResult = {
        violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
      };
      const { axe } = window as unknown as {
        axe: { run: (context: object, options: object) => Promise<AxeResult> };
      };
      // Only violations are read: the other result types are cut to one node each, which
      // spares axe building their details (it still runs every rule on every element).
      const result = await axe.run(within ? { include: within.map((one) => [one]) } : document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }));
    },
    { values: wcagTags, within: within ?? null },
  );
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`,
  );
}

/**
 * Puts axe into a page whose CSP stands (a context without `bypassCSP`, as the crawl's, which
 * watches what the CSP refuses): evaluated through the DevTools protocol, which the CSP does not
 * govern, where the script element of axeViolations would be refused. axeViolations finds it.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource + withoutHtml);
}

/**
 * A browser context for axe: the test injects axe, which the site's CSP rightly forbids, so the
 * CSP is bypassed here, and only here.
 */
export function axeContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, bypassCSP: true });
}

/** A German browser, so that / stays German (an English one is sent to /en). */
export const germanBrowser: BrowserContextOptions = {
  extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
};

/** The widths the design checks: phone, tablet, desktop. */
export const axeWidths = [375, 800, 1440] as const;

/** A path to check, or a path with a state to bring about first (a menu opened, a quiz started). */
export type AxeTarget =
  | string
  | {
      path: string;
      name?: string;
      prepare?: (page: Page) => Promise<void>;
      /** The part of the page that the state changes (the check's `within` unless told). */
      within?: readonly string[];
    };

export interface AxeCheckOptions {
  /** Viewport widths in px; all three of the design unless told. The height is 900 px. */
  widths?: readonly number[];
  /** Runs on every page once it has loaded, before axe (after a target's own `prepare`). */
  setup?: (page: Page, path: string) => Promise<void>;
  /** The HTTP status every path must answer with, where that is part of the check. */
  status?: number;
  /** Only these parts of each page (CSS selectors; axeViolations): the whole page unless told. */
  within?: readonly string[];
}

/**
 * Opens every path in this page (of a context from axeContext), waits until it has settled, runs
 * axe with the design's WCAG tags at every width and fails once at the end with every violation
 * found: path, width, rule, impact and elements.
 *
 * A plain path is loaded once and then resized through the widths: the site decides nothing by
 * width at load time that it does not decide again on resize (CSS media queries; the menu's
 * breakpoint, app/features/menu/use-breakpoint.ts, is reported on resize too and changes what a
 * closed menu shows in no way). A target with a `prepare`, or a check with a `setup`, brings
 * about a state at one width (an open menu shows a width's section) and is loaded at each width.
 */
export async function expectNoAxeViolations(
  page: Page,
  targets: readonly AxeTarget[],
  { widths = axeWidths, setup, status, within }: AxeCheckOptions = {},
): Promise<void> {
  const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
  const found: string[] = [];
  for (const target of targets) {
    const {
      path,
      name = path,
      prepare,
      within: part = within,
    } = typeof target === 'string' ? { path: target } : target;
    const load = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`${baseUrl}${path}`);
      if (status !== undefined) expect(response?.status(), `${path} at ${width} px`).toBe(status);
      await ready(page);
      await prepare?.(page);
      await setup?.(page, path);
    };
    const stateful = prepare !== undefined || setup !== undefined;
    for (const [index, width] of widths.entries()) {
      if (index === 0 || stateful) await load(width);
      else {
        await page.setViewportSize({ width, height: 900 });
        await settled(page);
      }
      for (const violation of await axeViolations(page, part))
        found.push(`${name} at ${width} px: ${violation}`);
    }
  }
  expect(found, `axe (${wcagTags.join(', ')})`).toEqual([]);
}
