import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { href } from '../../app/site/paths';
import { bilingual } from './shell-cms';
import { axeContext, expectNoAxeViolations, germanBrowser } from './support/axe';
import { launchBrowser } from './support/browser';

describe('shell: axe-core (WCAG 2.2 AA) on home, a detail page and the 404 page', () => {
  let browser: Browser;
  let paths: string[];

  beforeAll(async () => {
    const exhibition = await bilingual('exhibitions');
    paths = [
      '/',
      '/en',
      href('exhibition', { slug: exhibition.de }, 'de'),
      href('exhibition', { slug: exhibition.en }, 'en'),
      '/keine-solche-seite/hier',
      '/en/no-such-page/here',
    ];
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds no violations at 375, 800 and 1440 px in both languages', async () => {
    const context = await axeContext(browser, germanBrowser);
    await expectNoAxeViolations(await context.newPage(), paths);
    await context.close();
  }, 360_000);
});
