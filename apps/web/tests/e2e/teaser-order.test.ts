import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

/** A teaser's title link, as the tiles of every teaser list have it. */
const teaserLink = 'li > article :is(h2, h3) a';
const MAX_TABS = 400;

type Tile = { href: string; top: number; left: number; visible: boolean };

/** Every teaser in the DOM, in DOM order, with the place of its grid cell. */
function tiles(page: Page): Promise<Tile[]> {
  return page.locator(teaserLink).evaluateAll((links) =>
    links.map((link) => {
      const cell = link.closest('li') ?? link;
      const box = cell.getBoundingClientRect();
      return {
        href: link.getAttribute('href') ?? '',
        top: Math.round(box.top + window.scrollY),
        left: Math.round(box.left),
        visible: box.width > 0 && box.height > 0,
      };
    }),
  );
}

/** Top to bottom, then left to right: how a sighted reader goes through the grid. */
function visualOrder(list: Tile[]): string[] {
  return [...list]
    .sort((a, b) => (Math.abs(a.top - b.top) > 2 ? a.top - b.top : a.left - b.left))
    .map((tile) => tile.href);
}

/**
 * The rows of the teaser grids that do not reach from the grid's left edge to its right one
 * (tiles grouped by their top), as "grid n, row at y: left–right of width".
 */
function unfilledRows(page: Page): Promise<string[]> {
  return page.locator('ul:has(> li > article)').evaluateAll((grids) =>
    grids.flatMap((grid, n) => {
      const box = grid.getBoundingClientRect();
      const rows = new Map<number, { left: number; right: number }>();
      for (const cell of grid.children) {
        const { top, left, right } = cell.getBoundingClientRect();
        const key = [...rows.keys()].find((y) => Math.abs(y - top) < 2) ?? top;
        const row = rows.get(key) ?? { left, right };
        rows.set(key, { left: Math.min(row.left, left), right: Math.max(row.right, right) });
      }
      return [...rows].flatMap(([y, row]) =>
        Math.abs(row.left - box.left) < 2 && Math.abs(row.right - box.right) < 2
          ? []
          : [
              `grid ${n}, row at ${Math.round(y)}: ${row.left}–${row.right} of ${box.left}–${box.right}`,
            ],
      );
    }),
  );
}

/** The teaser links in the order the Tab key reaches them. */
async function tabOrder(page: Page, wanted: number): Promise<string[]> {
  const reached: string[] = [];
  await page.locator('body').focus();
  for (let press = 0; press < MAX_TABS && reached.length < wanted; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      (selector) =>
        document.activeElement?.matches(selector)
          ? document.activeElement.getAttribute('href')
          : null,
      teaserLink,
    );
    if (focused !== null) reached.push(focused);
  }
  return reached;
}

describe('teaser lists: each teaser once, Tab order = visual order', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const pages = [
    { name: 'home', path: href('home', {}, 'de') },
    { name: 'programme', path: href('programme', {}, 'de') },
    { name: 'programme (en)', path: href('programme', {}, 'en') },
  ];
  for (const { name, path } of pages) {
    for (const [label, width] of [
      ['phone', 375],
      ['tablet', 800],
      ['desktop', 1280],
      ['large screen', 1920],
    ] as const) {
      it(`${name} at ${label} width (${width} px)`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        const list = await tiles(page);
        expect(list.length, 'teasers on the page').toBeGreaterThan(3);
        // Rendered once: no teaser twice, none hidden (e.g. in another breakpoint's copy).
        expect(new Set(list.map((tile) => tile.href)).size).toBe(list.length);
        expect(list.filter((tile) => !tile.visible)).toEqual([]);
        const dom = list.map((tile) => tile.href);
        expect(visualOrder(list)).toEqual(dom);
        expect(await tabOrder(page, dom.length)).toEqual(dom);
        // Every row of every grid is whole: no empty cell, no tile alone in a wider last row.
        expect(await unfilledRows(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
