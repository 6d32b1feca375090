import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { href } from '../../app/site/paths';
import { bilingual } from './shell-cms';
import { axeContext, expectNoAxeViolations, germanBrowser } from './support/axe';
import { launchBrowser } from './support/browser';

describe('lists: axe-core (WCAG 2.2 AA) on the list screens', () => {
  let browser: Browser;
  let paths: string[];

  beforeAll(async () => {
    const [exhibition, event] = await Promise.all([bilingual('exhibitions'), bilingual('events')]);
    paths = (['de', 'en'] as const).flatMap((locale) => [
      href('home', {}, locale),
      href('exhibitions', {}, locale),
      href('exhibition', { slug: exhibition[locale] }, locale),
      href('events', {}, locale),
      href('event', { slug: event[locale] }, locale),
      href('programme', {}, locale),
      `${href('programme', {}, locale)}?from=2026-99-99&target=nobody`,
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds no violations at 375, 800 and 1440 px in both languages', async () => {
    const context = await axeContext(browser, germanBrowser);
    await expectNoAxeViolations(await context.newPage(), paths);
    await context.close();
  }, 540_000);
});
