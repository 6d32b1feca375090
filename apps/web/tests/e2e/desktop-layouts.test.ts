import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { launchBrowser, settled } from './support/browser';

/**
 * Issue #21.3: the desktop's sub-breakpoints of SPEC §9 (1024–1279, 1280–1919, ≥ 1920) change
 * the layout — page width, teaser columns, text size, the open menu — and every image's `sizes`
 * still names the width the layout draws it at, so the browser picks the right file.
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

const layouts = [
  { width: 1100, main: 1020, columns: 3, fontSize: 17, menuBeside: false },
  { width: 1279, main: 1168, columns: 3, fontSize: 17, menuBeside: false },
  { width: 1280, main: 1168, columns: 3, fontSize: 18, menuBeside: true },
  { width: 1440, main: 1168, columns: 3, fontSize: 18, menuBeside: true },
  { width: 1919, main: 1168, columns: 3, fontSize: 18, menuBeside: true },
  { width: 1920, main: 1504, columns: 4, fontSize: 19, menuBeside: true },
  { width: 2000, main: 1504, columns: 4, fontSize: 19, menuBeside: true },
];

/** The main column's content width, the first teaser grid's column count and the body text size. */
function measureLayout(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const style = getComputedStyle(main);
    const content =
      main.getBoundingClientRect().width -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight);
    const items = [...document.querySelectorAll('main ul:has(> li article) > li')];
    const columns = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    return {
      main: Math.round(content),
      columns: columns.size,
      fontSize: Number.parseFloat(getComputedStyle(document.body).fontSize),
    };
  });
}

/** Every picture with `sizes`: the width drawn and the width its `sizes` names at this viewport. */
function imageSlots(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.position = 'absolute';
    document.body.append(probe);
    const slotOf = (sizes: string) => {
      for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
        const conditioned = /^(.*\))\s+(calc\(.*\)|[\d.]+(?:px|vw))$/.exec(entry.trim());
        if (conditioned && !matchMedia(conditioned[1]!).matches) continue;
        probe.style.width = conditioned ? conditioned[2]! : entry.trim();
        return probe.getBoundingClientRect().width;
      }
      return Number.NaN;
    };
    const images = [...document.querySelectorAll('main picture:has(> source[sizes])')]
      .map((picture) => ({
        image: picture.querySelector('img')!,
        sizes: picture.querySelector('source')!.getAttribute('sizes')!,
      }))
      .filter(({ image }) => image.getBoundingClientRect().width > 0)
      .map(({ image, sizes }) => ({
        src: image.getAttribute('src'),
        drawn: image.getBoundingClientRect().width,
        named: slotOf(sizes),
      }));
    probe.remove();
    return images;
  });
}

describe('desktop sub-breakpoints', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('widen the page, add a teaser column and grow the text from 1280 and 1920 px', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${baseUrl}${href('programme', {}, 'de')}`);
      for (const layout of layouts) {
        await page.setViewportSize({ width: layout.width, height: 900 });
        await settled(page);
        expect(await measureLayout(page), `${layout.width}px`).toEqual({
          main: layout.main,
          columns: layout.columns,
          fontSize: layout.fontSize,
        });
      }
    } finally {
      await page.close();
    }
  });

  it.each(['home', 'programme', 'exhibitions'] as const)(
    'give every image of %s a `sizes` that names the width it is drawn at',
    async (screen) => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}${href(screen, {}, 'en')}`);
        for (const { width } of layouts) {
          await page.setViewportSize({ width, height: 900 });
          await settled(page);
          const slots = await imageSlots(page);
          expect(slots.length, `${screen} at ${width}px`).toBeGreaterThan(0);
          // A few px apart is the teaser's border: the same file either way.
          for (const slot of slots)
            expect(Math.abs(slot.named - slot.drawn), `${slot.src} at ${width}px`).toBeLessThan(4);
        }
      } finally {
        await page.close();
      }
    },
  );

  it('put the open menu’s link groups beside its sections from 1280 px, under them before', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${baseUrl}${href('home', {}, 'en')}`);
      await page.locator('header details > summary').first().click();
      for (const { width, menuBeside } of layouts) {
        await page.setViewportSize({ width, height: 900 });
        await settled(page);
        const placement = await page.evaluate(() => {
          const sections = document.querySelector('[data-menu-panel] details')!.parentElement!;
          const links = sections.nextElementSibling!.getBoundingClientRect();
          const box = sections.getBoundingClientRect();
          return { beside: links.left >= box.right, under: links.top >= box.bottom };
        });
        expect(placement, `${width}px`).toEqual({ beside: menuBeside, under: !menuBeside });
      }
    } finally {
      await page.close();
    }
  });
});
