import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { hydrated, launchBrowser } from './support/browser';

/**
 * Issue #23: with `prefers-reduced-motion: reduce` nothing moves by itself or glides: the slider
 * never advances on its own and jumps to the slide asked for, the menu icon turns into its cross
 * at once, and no CSS animation runs. Each check also runs without the preference, so it shows
 * the difference the setting makes (a test that could not tell would prove nothing).
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

/** The history page of the demo content: it has a slider of several images. */
const historyPage = href('museumDetail', { slug: 'geschichte-zm' }, 'de');

/** What the page's motion looks like right after the visitor asks for it (same task, no frame). */
function motionAfterAsking(page: Page) {
  return page.evaluate(() => {
    const section = document.querySelector('p[aria-live="polite"]')!.closest('section')!;
    const slider = section.querySelector('ul')!;
    const next = section.querySelectorAll('button')[1]!;
    const target = (slider.children[1] as HTMLElement).offsetLeft;
    next.click();
    const icon = document.querySelector('header details > summary span[aria-hidden]')!;
    return {
      sliderBehaviour: getComputedStyle(slider).scrollBehavior,
      // The list is at the second slide already, or still on its way there.
      jumped: Math.abs(slider.scrollLeft - target) < 2,
      iconTransition: Number.parseFloat(getComputedStyle(icon).transitionDuration),
    };
  });
}

describe('reduced motion', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { reducedMotion: 'reduce', sliderBehaviour: 'auto', jumped: true, iconMoves: false },
    { reducedMotion: 'no-preference', sliderBehaviour: 'smooth', jumped: false, iconMoves: true },
  ] as const)(
    'slider and menu icon with reducedMotion: $reducedMotion',
    async ({ reducedMotion, sliderBehaviour, jumped, iconMoves }) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: 'de-DE',
        reducedMotion,
      });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}${historyPage}`);
        await hydrated(page);
        const status = page.locator('section p[aria-live="polite"]');
        const first = await status.innerText();
        expect(first).toMatch(/ 1 von /);
        if (reducedMotion === 'reduce') {
          // Left alone for a while, the slider stays where it is.
          await page.waitForTimeout(3000);
          expect(await status.innerText()).toBe(first);
        }
        const motion = await motionAfterAsking(page);
        expect(motion.sliderBehaviour).toBe(sliderBehaviour);
        expect(motion.jumped).toBe(jumped);
        expect(motion.iconTransition > 0.01).toBe(iconMoves);
        await expect.poll(() => status.innerText()).toMatch(/ 2 von /);
      } finally {
        await context.close();
      }
    },
  );

  it('runs no CSS animation or transition longer than a moment, menu open or not', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${historyPage}`);
      await hydrated(page);
      const longest = () =>
        page.evaluate(() => {
          const durations = document.getAnimations().map((animation) => {
            const timing = animation.effect?.getComputedTiming();
            return Number(timing?.activeDuration ?? 0);
          });
          // Also what would run on a change: the declared durations of every element.
          for (const element of document.querySelectorAll('*')) {
            for (const pseudo of [null, '::before', '::after']) {
              const style = getComputedStyle(element, pseudo);
              for (const value of [style.transitionDuration, style.animationDuration]) {
                for (const part of value.split(',')) {
                  durations.push(Number.parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000));
                }
              }
            }
          }
          return Math.max(0, ...durations);
        });
      expect(await longest()).toBeLessThan(1);
      await page.locator('summary[aria-controls="site-menu-panel"]').click();
      expect(await longest()).toBeLessThan(1);
    } finally {
      await context.close();
    }
  });
});
