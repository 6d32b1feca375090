import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { axeContext, expectNoAxeViolations } from './support/axe';
import { launchBrowser, ready, scrolledThrough } from './support/browser';

const baseUrl = process.env.SITE_URL!.replace(/\/+$/, '');
const cmsUrl = process.env.CMS_URL!.replace(/\/+$/, '');
const ownHosts = new Set([new URL(baseUrl).host, new URL(cmsUrl).host]);
// The providers' frames are answered by the test itself: nothing leaves the machine.
const providerFrames =
  /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|open\.spotify\.com|www\.openstreetmap\.org)\//;

type Locale = 'de' | 'en';
type Entry = Record<string, unknown>;

async function cms(path: string): Promise<Entry[]> {
  const response = await fetch(`${cmsUrl}${path}`, {
    headers: { authorization: `Bearer ${process.env.CMS_API_TOKEN}` },
  });
  expect(response.status, path).toBe(200);
  const { data } = (await response.json()) as { data: Entry | Entry[] };
  const list = Array.isArray(data) ? data : [data];
  return list.map((entry) => ({ ...entry, ...((entry.attributes as Entry) ?? {}) }));
}

/** Path of every digital offer with a video, and of every page with an embed block. */
async function embedPaths(locale: Locale): Promise<string[]> {
  const [videos, pages] = await Promise.all([
    cms(
      `/api/digital-offers?locale=${locale}&filters[videoUrl][$notNull]=true&pagination[pageSize]=100`,
    ),
    cms(`/api/pages?locale=${locale}&populate[blocks]=true&pagination[pageSize]=100`),
  ]);
  const pageScreen = {
    visit: 'visitDetail',
    museum: 'museumDetail',
    accessibility: 'accessibilityDetail',
    none: 'page',
  } as const;
  return [
    ...videos.map((offer) => href('digitalOffer', { slug: String(offer.slug) }, locale)),
    ...pages
      .filter((page) =>
        (page.blocks as Entry[] | undefined)?.some((block) => block.__component === 'blocks.embed'),
      )
      .map((page) =>
        href(
          pageScreen[page.section as keyof typeof pageScreen],
          { slug: String(page.slug) },
          locale,
        ),
      ),
  ];
}

interface Watched {
  page: Page;
  foreign: Set<string>;
  frames: string[];
  /** Console errors about the Content Security Policy: none may occur. */
  refused: string[];
}

/** A page whose requests are watched: foreign hosts, and the providers' frames (answered here). */
async function watchedPage(context: BrowserContext): Promise<Watched> {
  const foreign = new Set<string>();
  const frames: string[] = [];
  await context.route(providerFrames, (route) => {
    frames.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>stand-in</title><p>frame</p>',
    });
  });
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && !ownHosts.has(url.host)) foreign.add(url.host);
  });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  return { page, foreign, frames, refused };
}

/** Opens `path` and waits until the page is hydrated: consent decides its embeds by then. */
async function open(page: Page, path: string) {
  const response = await page.goto(`${baseUrl}${path}`);
  await ready(page);
  return response;
}

const labels = {
  de: {
    loadOnce: 'Einmal laden',
    always: (service: string) => `${service} immer erlauben`,
    acceptAll: 'Alle akzeptieren',
    rejectOptional: 'Nur notwendige',
  },
  en: {
    loadOnce: 'Load once',
    always: (service: string) => `Always allow ${service}`,
    acceptAll: 'Accept all',
    rejectOptional: 'Necessary only',
  },
};

describe('consent: nothing third-party before a yes', () => {
  let browser: Browser;
  const embeds: Record<Locale, string[]> = { de: [], en: [] };

  beforeAll(async () => {
    [browser, embeds.de, embeds.en] = await Promise.all([
      launchBrowser(),
      embedPaths('de'),
      embedPaths('en'),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds the seeded embeds: two videos and three pages (one the DGS video) in each language', () => {
    expect(embeds.de).toHaveLength(5);
    expect(embeds.en).toHaveLength(5);
  });

  // Every screen type is checked the same way by the crawl (crawl/crawl.ts), on its one load.
  for (const locale of ['de', 'en'] as const) {
    it(`crawls every embed (${locale}) with a fresh profile: only the site and its media`, async () => {
      const context = await browser.newContext();
      const { page, foreign, frames, refused } = await watchedPage(context);
      for (const path of embeds[locale]) {
        const response = await page.goto(`${baseUrl}${path}`);
        expect(response?.status(), path).toBe(200);
        await ready(page);
        await scrolledThrough(page);
      }
      expect([...foreign]).toEqual([]);
      expect(frames).toEqual([]);
      expect(refused).toEqual([]);
      await context.close();
    }, 240_000);
  }

  it('"load once" loads the frame on this page only, with focus on it', async () => {
    const context = await browser.newContext();
    const { page, frames } = await watchedPage(context);
    const map = embeds.de.find((path) => path.startsWith('/besuch'))!;
    await open(page, map);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: labels.de.loadOnce }).click();
    const frame = page.locator('iframe');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    );
    await expect.poll(() => frames.length).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    // A client-side navigation (the language switch) keeps the page's components, not the "once".
    await page.locator('header [data-language-switch]').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('button', { name: labels.en.loadOnce }).count()).toBe(1);
    // Nothing was stored: after a reload it is blocked again, and so are the other embeds.
    await open(page, map);
    expect(await page.locator('iframe').count()).toBe(0);
    await open(
      page,
      embeds.de.find((path) => path !== map)!,
    );
    expect(await page.locator('iframe').count()).toBe(0);
    expect(frames).toHaveLength(1);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ncc_e');
    await context.close();
  });

  it('"always allow" a service survives a reload and allows only that service', async () => {
    const context = await browser.newContext();
    const { page, frames } = await watchedPage(context);
    const videos = embeds.en.filter((path) => path.includes('/digital-offers/'));
    let youtube: string | null = null;
    for (const path of videos) {
      await open(page, path);
      if (await page.getByRole('button', { name: labels.en.always('YouTube') }).count())
        youtube = path;
    }
    expect(youtube).not.toBeNull();
    await open(page, youtube!);
    await page.getByRole('button', { name: labels.en.always('YouTube') }).click();
    await expect.poll(() => page.locator('iframe').count()).toBe(1);
    expect(await page.locator('iframe').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    const enabled = (await context.cookies()).find((cookie) => cookie.name === 'ncc_e');
    expect(enabled?.value).toBe('necessary|youtube');
    await open(page, youtube!);
    await expect.poll(() => page.locator('iframe').count()).toBe(1);
    // The other video (Vimeo) stays blocked.
    await open(
      page,
      videos.find((path) => path !== youtube)!,
    );
    expect(await page.locator('iframe').count()).toBe(0);
    expect(frames.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    await context.close();
  });

  it('keeps every embed blocked after "necessary only", and loads all after "accept all"', async () => {
    const context = await browser.newContext();
    const { page, frames, refused } = await watchedPage(context);
    await open(page, '/de');
    await page
      .locator('#consent-bar')
      .getByRole('button', { name: labels.de.rejectOptional })
      .click();
    for (const path of embeds.de) {
      await open(page, path);
      expect(await page.locator('iframe').count(), path).toBe(0);
    }
    expect(frames).toEqual([]);
    await context.clearCookies();
    await open(page, '/de');
    await page.locator('#consent-bar').getByRole('button', { name: labels.de.acceptAll }).click();
    for (const path of embeds.de) {
      await open(page, path);
      await expect.poll(() => page.locator('iframe').count(), { message: path }).toBe(1);
    }
    await expect.poll(() => frames.length).toBe(embeds.de.length);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("without JavaScript shows the placeholder linking to the content on the provider's site", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const outLinks: string[] = [];
    for (const path of embeds.de) {
      await page.goto(`${baseUrl}${path}`);
      expect(await page.locator('iframe').count()).toBe(0);
      outLinks.push(
        ...(await page
          .locator('figure a[rel~="external"]')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))),
      );
    }
    expect(outLinks).toHaveLength(embeds.de.length);
    for (const link of outLinks)
      expect(link).toMatch(
        /^https:\/\/(www\.youtube\.com|vimeo\.com|open\.spotify\.com|www\.openstreetmap\.org)\//,
      );
    await context.close();
  });

  for (const locale of ['de', 'en'] as const) {
    it(`has no axe violations on the embed placeholders (${locale}, 375/800/1440 px)`, async () => {
      const context = await axeContext(browser);
      await context.addCookies([
        { name: 'ncc_c', value: 'true', url: baseUrl },
        { name: 'ncc_e', value: 'necessary', url: baseUrl },
      ]);
      // Loaded once, then resized through the widths (support/axe.ts says why that suffices).
      // The placeholders in their figures: the pages around them are the crawl's (crawl/crawl.ts).
      await expectNoAxeViolations(await context.newPage(), embeds[locale], {
        within: ['main figure'],
      });
      await context.close();
    }, 120_000);
  }

  it("sends a CSP whose frame-src names exactly the services' hosts", async () => {
    const response = await fetch(`${baseUrl}${embeds.de[0]}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const frameSrc = policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('frame-src'));
    const services = await cms('/api/consent-services?locale=de&pagination[pageSize]=100');
    const hosts = services
      .filter((service) => service.category === 'external')
      .flatMap((service) =>
        String(service.hosts)
          .split(/[\s,]+/)
          .filter(Boolean),
      )
      .map((host) => `https://${host.toLowerCase()}`);
    expect(frameSrc?.split(/\s+/).slice(1).sort()).toEqual(["'self'", ...new Set(hosts)].sort());
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toMatch(/\s\*[\s;]|https:\/\/\*/);
  });
});
