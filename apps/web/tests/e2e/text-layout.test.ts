import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { screenIds, type ScreenId } from '../../app/site/screens';
import { seededSlugs, type Slugs } from './shell-cms';
import { launchBrowser } from './support/browser';
import { textLayoutMessages } from './support/text-overlap';

/**
 * Issue #21.8: no text runs into other text or out of its block, on every screen type, at the
 * widths of SPEC §9's layouts and their edges, in both languages (German compounds are long).
 * The consent bar stays: it is a fixed layer, which the check leaves out.
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

  // Every screen with a slug of seeded content, and the 404 page, in both languages.
  const cases = (['de', 'en'] as const).flatMap((locale) =>
    [...screenIds, 'notFound' as const].map((id) => ({ locale, id })),
  );

  it.each(cases)(
    'keeps every text apart and inside its block at nine widths: $id ($locale)',
    async ({ locale, id }) => {
      const notFound = id === 'notFound';
      const slug = notFound ? undefined : slugs[id];
      const path = notFound
        ? locale === 'de'
          ? '/gibt-es-nicht'
          : '/en/no-such-page'
        : href(id, (slug ? { slug: slug[locale] } : {}) as never, locale);
      const context = await browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-US' });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${baseUrl}${path}`);
        expect(response?.status(), path).toBe(notFound ? 404 : 200);
        const problems: string[] = [];
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          problems.push(...(await textLayoutMessages(page, 'body', `${path} at ${width}px`)));
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
