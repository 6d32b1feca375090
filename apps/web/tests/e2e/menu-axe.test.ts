import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

describe.skipIf(!baseUrl)('open menu and footer: axe-core, WCAG 2.2 AA', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { path, locale } of [
    { path: '/de', locale: 'de-DE' },
    { path: '/en', locale: 'en-US' },
  ]) {
    for (const width of [375, 800, 1440]) {
      it(`${path} at ${width} px with the menu open has no violations`, async () => {
        // axe is injected by the test, which the site's CSP rightly forbids: bypass it here only.
        const context = await browser.newContext({ viewport: { width, height: 900 }, locale, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`);
        const button = page.locator('summary[aria-controls="site-menu-panel"]');
        await page.waitForSelector('summary[aria-controls="site-menu-panel"][aria-expanded]');
        await button.click();
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
        // Show a section with teasers too (program has them in the demo content).
        await page.locator('summary[aria-controls="site-menu-section-program"]').click();
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }).axe;
          const result = await axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
          });
          return result.violations;
        });
        const summary = (violations as AxeViolation[]).map(
          (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(summary).toEqual([]);
        await context.close();
      });
    }
  }
});
