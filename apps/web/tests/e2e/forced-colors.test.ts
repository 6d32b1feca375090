import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { launchBrowser } from './support/browser';

/**
 * Issue #23: with Windows high contrast (`forced-colors: active`) the browser replaces colours and
 * drops backgrounds and shadows. Whatever the site draws with them must still be seen: the menu
 * button's icon, the open menu's edge, and which item of a set is the current one.
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

describe('forced colours (Windows high contrast)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function forcedPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({
      forcedColors: 'active',
      viewport: { width, height: 900 },
      locale: 'de-DE',
    });
    return context.newPage();
  }

  it('keeps the menu icon’s bars, the open panel’s lower edge and the open section’s marker', async () => {
    const page = await forcedPage();
    try {
      await page.goto(`${baseUrl}${href('home', {}, 'de')}`);
      // The bars take the button's forced text colour, which differs from what is behind them.
      // (Drawn as backgrounds they had kept the unforced white, on the forced white button.)
      const icon = () =>
        page.evaluate(() => {
          const summary = document.querySelector('header details > summary')!;
          const icon = summary.querySelector('span[aria-hidden]')!;
          return {
            text: getComputedStyle(summary).color,
            behind: getComputedStyle(summary).backgroundColor,
            bars: [null, '::before', '::after'].map((pseudo) => {
              const style = getComputedStyle(icon, pseudo);
              return {
                colour: style.borderTopColor,
                width: style.borderTopWidth,
                shown: style.visibility === 'visible',
              };
            }),
          };
        });
      const shut = await icon();
      expect(shut.text).not.toBe(shut.behind);
      const bar = { colour: shut.text, width: '2px', shown: true };
      expect(shut.bars).toEqual([bar, bar, bar]);

      await page.locator('header details > summary').first().click();
      const panel = await page.evaluate(() => {
        const nav = document.querySelector<HTMLElement>('[data-menu-panel]')!;
        const style = getComputedStyle(nav);
        const toggles = [...nav.querySelectorAll('details > summary')].map((summary) => ({
          open: (summary.parentElement as HTMLDetailsElement).open,
          marker: getComputedStyle(summary).borderLeftColor,
        }));
        return {
          edge: { width: style.borderBottomWidth, style: style.borderBottomStyle },
          edgeColour: style.borderBottomColor,
          background: style.backgroundColor,
          toggles,
        };
      });
      // Open, the icon is a cross: the middle bar is gone (a transparent border would be painted).
      expect((await icon()).bars).toEqual([{ ...bar, shown: false }, bar, bar]);
      expect(panel.edge).toEqual({ width: '2px', style: 'solid' });
      expect(panel.edgeColour).not.toBe(panel.background);
      const open = panel.toggles.filter((toggle) => toggle.open);
      const closed = panel.toggles.filter((toggle) => !toggle.open);
      expect(open).toHaveLength(1);
      expect(closed.length).toBeGreaterThan(0);
      for (const toggle of closed) {
        expect(toggle.marker).toBe(panel.background);
        expect(toggle.marker).not.toBe(open[0]!.marker);
      }
    } finally {
      await page.context().close();
    }
  });

  it('sets the current period and the current page apart from the others', async () => {
    const page = await forcedPage();
    try {
      await page.goto(`${baseUrl}${href('programme', {}, 'de')}`);
      // What the eye sees behind an item: its own background, or the page's where it has none
      // (forced colours keep a background's transparency, so a filled current item turns into
      // an opaque copy of the page's colour: different in the computed style, the same on screen).
      const looks = await page.evaluate(() => {
        const page = getComputedStyle(document.body).backgroundColor;
        const seen = (element: Element) => {
          const background = getComputedStyle(element).backgroundColor;
          return /^rgba\(.*,\s*0\)$/.test(background) ? page : background;
        };
        const split = (selector: string, current: string) => {
          const all = [...document.querySelectorAll(selector)];
          return {
            page,
            current: all.filter((element) => element.matches(current)).map(seen),
            others: [...new Set(all.filter((element) => !element.matches(current)).map(seen))],
          };
        };
        return {
          periods: split(
            '[role="group"][aria-label="Zeitraum wählen"] button',
            '[aria-pressed="true"]',
          ),
          pages: split('nav[aria-label="Seiten"] a:not([rel])', '[aria-current="page"]'),
        };
      });
      for (const [name, { page: behind, current, others }] of Object.entries(looks)) {
        expect(current, name).toHaveLength(1);
        expect(others, name).toEqual([behind]);
        expect(current[0], name).not.toBe(behind);
      }
    } finally {
      await page.context().close();
    }
  });
});
