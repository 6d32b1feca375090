import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { screenIds, type ScreenId } from '../../app/site/screens';
import { seededSlugs, type Slugs } from './shell-cms';
import { launchBrowser } from './support/browser';
import { textLayoutProblems } from './support/text-overlap';

/**
 * Issue #21.8: no text runs into other text or out of its block, on every screen type, at the
 * widths of SPEC §9's layouts and their edges, in both languages (German compounds are long).
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const widths = [320, 375, 640, 800, 1024, 1280, 1440, 1920, 2560];

describe('text layout on every screen', () => {
  let browser: Browser;
  let slugs: Partial<Record<ScreenId, Slugs>>;

  beforeAll(async () => {
    [browser, slugs] = await Promise.all([launchBrowser(), seededSlugs()]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['de', 'en'] as const)(
    'keeps every text apart and inside its block at nine widths (%s)',
    async (locale) => {
      const paths = screenIds.map((id) => {
        const slug = slugs[id];
        return href(id, (slug ? { slug: slug[locale] } : {}) as never, locale);
      });
      paths.push(locale === 'de' ? '/gibt-es-nicht' : '/en/no-such-page');
      // The consent bar is a fixed layer, left out of the check; it is dismissed to see the page.
      const context = await browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-US' });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          const { overlaps, overflows } = await textLayoutProblems(page, 'body');
          for (const { first, second } of overlaps)
            problems.push(`${path} at ${width}px: "${first}" runs into "${second}"`);
          for (const { text, by } of overflows)
            problems.push(`${path} at ${width}px: "${text}" sticks out by ${by}px`);
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
