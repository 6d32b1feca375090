import { parseFeed } from '@rowanmanning/feed-parser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../app/domain/locale';
import { href } from '../../app/site/paths';
import { launchBrowser } from './support/browser';

/**
 * The feeds the pages advertise (`<link rel="alternate" type="application/rss+xml">`) answer
 * and hold what the pages list: the demo podcast episodes and press releases.
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

const subscribeText = { de: 'Podcast abonnieren (RSS)', en: 'Subscribe to the podcast (RSS)' };
const newsLinkText = { de: 'RSS-Feed', en: 'RSS feed' };

interface Advertised {
  title: string | null;
  href: string | null;
}

async function advertisedFeeds(page: Page): Promise<Advertised[]> {
  const links = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  return Promise.all(
    (await links.all()).map(async (link) => ({
      title: await link.getAttribute('title'),
      href: await link.getAttribute('href'),
    })),
  );
}

/** Fetches a feed over HTTP as a feed reader would and parses it with an independent parser. */
async function readFeed(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, no-cache');
  return parseFeed(await response.text());
}

/** The site paths of the teasers in a list (the page's headings link to the items). */
async function listedPaths(page: Page, scope: string): Promise<string[]> {
  const links = await page.locator(`${scope} article h3 a`).all();
  return Promise.all(links.map(async (link) => (await link.getAttribute('href')) ?? ''));
}

const itemPaths = (feed: ReturnType<typeof parseFeed>) =>
  feed.items.map((item) => new URL(item.url ?? '').pathname);

describe('podcast and news feeds', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['de', 'en'] as const satisfies Locale[]) {
    it(`${locale}: the digital offers page advertises the podcast with every demo episode`, async () => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${href('digitalOffers', {}, locale, { type: 'Podcast' })}`);
      const episodes = await listedPaths(page, 'main');
      expect(episodes.length).toBeGreaterThan(0);

      const feeds = await advertisedFeeds(page);
      expect(feeds).toHaveLength(2);
      const podcastLink = feeds.find((feed) => feed.href?.endsWith(`/feeds/${locale}/podcast.xml`));
      expect(podcastLink?.title).toMatch(/Podcast|podcast/);
      const podcast = await readFeed(podcastLink?.href ?? '');
      expect(podcast.language).toBe(locale === 'de' ? 'de-DE' : 'en-US');
      expect(itemPaths(podcast)).toEqual(expect.arrayContaining(episodes));
      for (const item of podcast.items) {
        const [audio] = item.mediaAudio;
        expect(audio?.url).toMatch(/^https?:\/\//);
        expect(audio?.length).toBeGreaterThan(0);
      }

      // The episode page advertises the podcast and links it visibly, by its name.
      await page.goto(`${baseUrl}${episodes[0]}`);
      expect((await advertisedFeeds(page)).map((feed) => feed.href)).toEqual([podcastLink?.href]);
      const subscribe = page.getByRole('link', { name: subscribeText[locale], exact: true });
      expect(new URL((await subscribe.getAttribute('href')) ?? '', baseUrl).href).toBe(
        podcastLink?.href,
      );
      await page.close();
    });

    it(`${locale}: the press page advertises and links the news feed with every press release`, async () => {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}${href('pressList', {}, locale)}`);
      const releases = await listedPaths(page, 'section[aria-labelledby="press-releases"]');
      expect(releases.length).toBeGreaterThan(0);

      const [newsLink, ...others] = await advertisedFeeds(page);
      expect(others).toEqual([]);
      expect(newsLink?.href).toBe(`${baseUrl}/feeds/${locale}/news.xml`);
      const news = await readFeed(newsLink?.href ?? '');
      expect(itemPaths(news)).toEqual(expect.arrayContaining(releases));
      const visible = page.getByRole('link', { name: new RegExp(`^${newsLinkText[locale]}`) });
      expect(await visible.innerText()).toBe(newsLinkText[locale]);
      expect(new URL((await visible.getAttribute('href')) ?? '', baseUrl).href).toBe(
        newsLink?.href,
      );
      await page.close();
    });
  }

  it('the home pages advertise the news feed of their language', async () => {
    for (const locale of ['de', 'en'] as const) {
      // The root answers in the browser's language: give it the one under test.
      const context = await browser.newContext({ locale: locale === 'de' ? 'de-DE' : 'en-US' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${href('home', {}, locale)}`);
      const feeds = await advertisedFeeds(page);
      expect(feeds.map((feed) => feed.href)).toEqual([`${baseUrl}/feeds/${locale}/news.xml`]);
      expect((await readFeed(feeds[0]?.href ?? '')).items.length).toBeGreaterThan(0);
      await context.close();
    }
  });

  it('answers 404 for a language the site does not have', async () => {
    const response = await fetch(`${baseUrl}/feeds/fr/podcast.xml`);
    expect(response.status).toBe(404);
  });
});
