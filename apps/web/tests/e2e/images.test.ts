/**
 * Images on a phone (Lighthouse's mobile device: 412 × 823 CSS px, DPR 1.75): the LCP image
 * comes from the site's /media as AVIF or WebP at 480 px and is preloaded, only where it is the
 * LCP; every other image waits (lazy).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

interface Lcp {
  url: string;
  tag: string | null;
}

function largestContentfulPaint(page: Page): Promise<Lcp> {
  return page.evaluate(
    () =>
      new Promise<Lcp>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & {
            url: string;
            element: Element | null;
          };
          resolve({ url: entry.url, tag: entry.element?.tagName ?? null });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

const imagePreloads = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
      srcset: link.getAttribute('imagesrcset') ?? '',
      type: link.getAttribute('type'),
      priority: link.getAttribute('fetchpriority'),
    })),
  );

describe(`images on a phone at ${baseUrl}`, () => {
  let browser: Browser;
  let phone: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    // A visitor who has chosen in the cookie bar: on a first visit the bar covers the lower
    // half of a phone's screen, and its text is the largest thing painted there.
    await phone.addCookies([
      { name: 'ncc_c', value: 'true', url: `${baseUrl}/` },
      { name: 'ncc_e', value: 'necessary', url: `${baseUrl}/` },
    ]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function visit(path: string) {
    const page = await phone.newPage();
    const media: string[] = [];
    const elsewhere: string[] = [];
    page.on('response', (answer) => {
      if (answer.request().resourceType() !== 'image') return;
      const url = new URL(answer.url());
      if (url.origin === baseUrl && url.pathname.startsWith('/media/')) {
        expect(answer.status(), url.pathname).toBe(200);
        media.push(url.pathname);
      } else if (!url.protocol.startsWith('data')) elsewhere.push(answer.url());
    });
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    return { page, media, elsewhere };
  }

  it('loads an exhibition’s head image as AVIF at 480 px, preloaded with high priority', async () => {
    const list = await visit('/ausstellungen');
    const link = list.page.locator('main a[href^="/ausstellungen/"]').first();
    const path = await link.getAttribute('href');
    await list.page.close();
    expect(path).toBeTruthy();

    const { page, media, elsewhere } = await visit(path!);
    // The head picture (below the title, which is the largest text on a phone's first screen):
    // as the phone's width needs it.
    const head = page.locator('main img[fetchpriority="high"]');
    const shown = await head.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(shown).pathname).toMatch(/^\/media\/[a-z0-9]+\/480\/[^/]+\.(jpe?g|png)\.avif$/);
    // Nothing wider than the phone needs was downloaded for it, and no image came from the CMS.
    expect(media.filter((file) => /\/(960|1280|1920)\//.test(file))).toEqual([]);
    expect(elsewhere).toEqual([]);

    const preloads = await imagePreloads(page);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatchObject({ type: 'image/avif', priority: 'high' });
    expect(preloads[0]!.srcset).toContain(new URL(shown).pathname);
    expect(await head.count()).toBe(1);
    expect(await head.getAttribute('loading')).toBe('eager');
    // Every other image of the page waits until it is near the viewport.
    const others = await page
      .locator('main img:not([fetchpriority="high"])')
      .evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
    expect(others.every((loading) => loading === 'lazy')).toBe(true);
    await page.close();
  });

  it("preloads the programme's first result, on the first screen, and no image where the LCP is text", async () => {
    const programme = await visit('/programm');
    const first = await largestContentfulPaint(programme.page);
    expect(first.tag).toBe('IMG');
    expect((await imagePreloads(programme.page))[0]?.srcset).toContain(new URL(first.url).pathname);
    await programme.page.close();
    for (const path of ['/en/search?q=museum']) {
      const { page, elsewhere } = await visit(path);
      const lcp = await largestContentfulPaint(page);
      expect(lcp.tag, path).not.toBe('IMG');
      expect(await imagePreloads(page), path).toEqual([]);
      expect(elsewhere, path).toEqual([]);
      await page.close();
    }
  });
});
