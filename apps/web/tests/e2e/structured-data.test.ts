import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { cmsOffers, ofType } from './discover-cms';
import { seededSlugs, type Slugs } from './shell-cms';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

type Node = Record<string, unknown> & { '@type': string };
interface Sample {
  name: string;
  path: string;
  /** The @types of the page's JSON-LD blocks, in the order of the head. */
  types: string[];
}

const breadcrumbLabel = { de: 'Brotkrumennavigation', en: 'Breadcrumb' } as const;

/** Every JSON-LD block of the page, parsed (a block that is no JSON fails the test here). */
async function jsonLd(page: Page): Promise<Node[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Node);
}

/** The breadcrumb as the visitor sees it: link texts and absolute targets. */
async function visibleBreadcrumb(page: Page, locale: 'de' | 'en') {
  const links = page.locator(`nav[aria-label="${breadcrumbLabel[locale]}"] li a`);
  const crumbs: { name: string; item: string }[] = [];
  for (const link of await links.all()) {
    crumbs.push({
      name: ((await link.textContent()) ?? '').trim(),
      item: new URL((await link.getAttribute('href')) ?? '', `${baseUrl}/`).href,
    });
  }
  return crumbs;
}

describe('structured data (JSON-LD) on a page of each kind', () => {
  let browser: Browser;
  let page: Page;
  let samples: Sample[];

  beforeAll(async () => {
    const [launched, slugs, offers] = await Promise.all([
      launchBrowser(),
      seededSlugs(),
      cmsOffers('de'),
    ]);
    browser = launched;
    page = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    const slug = (screen: keyof typeof slugs, locale: 'de' | 'en' = 'de') =>
      ({ slug: (slugs[screen] as Slugs)[locale] }) as never;
    const offer = (type: 'Blog' | 'Podcast' | 'Video' | 'Quiz') =>
      href('digitalOffer', { slug: ofType(offers, type).slug }, 'de');
    samples = [
      { name: 'home', path: href('home', {}, 'de'), types: ['WebSite', 'Museum'] },
      { name: 'home (en)', path: href('home', {}, 'en'), types: ['WebSite', 'Museum'] },
      { name: 'visit', path: href('visit', {}, 'de'), types: ['Museum', 'BreadcrumbList'] },
      { name: 'events list', path: href('events', {}, 'en'), types: ['BreadcrumbList'] },
      {
        name: 'search with a query',
        path: href('search', {}, 'de', { text: 'Dampf' }),
        types: ['BreadcrumbList'],
      },
      {
        name: 'exhibition',
        path: href('exhibition', slug('exhibition'), 'de'),
        types: ['ExhibitionEvent', 'BreadcrumbList'],
      },
      {
        name: 'event',
        path: href('event', slug('event'), 'de'),
        types: ['Event', 'BreadcrumbList'],
      },
      {
        name: 'event (en)',
        path: href('event', slug('event', 'en'), 'en'),
        types: ['Event', 'BreadcrumbList'],
      },
      {
        name: 'press release',
        path: href('pressDetail', slug('pressDetail'), 'de'),
        types: ['NewsArticle', 'BreadcrumbList'],
      },
      { name: 'blog post', path: offer('Blog'), types: ['BlogPosting', 'BreadcrumbList'] },
      { name: 'podcast', path: offer('Podcast'), types: ['PodcastEpisode', 'BreadcrumbList'] },
      { name: 'video', path: offer('Video'), types: ['VideoObject', 'BreadcrumbList'] },
      { name: 'quiz', path: offer('Quiz'), types: ['Quiz', 'BreadcrumbList'] },
      {
        name: 'guided-tour request (breadcrumb with its tour)',
        path: href('guidedTourRequest', slug('guidedTourRequest'), 'de'),
        types: ['BreadcrumbList'],
      },
      {
        name: 'author page',
        path: href('digitalOfferAuthor', slug('digitalOfferAuthor'), 'de'),
        types: ['ProfilePage', 'BreadcrumbList'],
      },
      {
        name: 'section page',
        path: href('visitDetail', slug('visitDetail', 'en'), 'en'),
        types: ['BreadcrumbList'],
      },
    ];
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('parses as JSON with the expected @types, and the BreadcrumbList is the visible breadcrumb', async () => {
    const failures: string[] = [];
    for (const sample of samples) {
      const response = await page.goto(`${baseUrl}${sample.path}`);
      expect(response?.status(), sample.path).toBe(200);
      const locale = sample.path.startsWith('/en') ? 'en' : 'de';
      const nodes = await jsonLd(page);
      const types = nodes.map((node) => node['@type']);
      if (JSON.stringify(types) !== JSON.stringify(sample.types))
        failures.push(`${sample.name} ${sample.path}: ${types.join(', ')}`);
      for (const node of nodes) {
        if (node['@context'] !== 'https://schema.org')
          failures.push(`${sample.name}: ${node['@type']} without the schema.org context`);
      }

      const visible = await visibleBreadcrumb(page, locale);
      const list = nodes.find((node) => node['@type'] === 'BreadcrumbList') as
        { itemListElement: { position: number; name: string; item: string }[] } | undefined;
      const described = (list?.itemListElement ?? []).map(({ name, item }) => ({ name, item }));
      expect(described, `${sample.name}: BreadcrumbList = visible breadcrumb`).toEqual(visible);
      expect(list?.itemListElement.map((element) => element.position) ?? []).toEqual(
        visible.map((_crumb, index) => index + 1),
      );
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('gives events Berlin times with their offset, or days, and the museum as location', async () => {
    const eventSample = samples.find((sample) => sample.name === 'event');
    await page.goto(`${baseUrl}${eventSample?.path}`);
    const event = (await jsonLd(page)).find((node) => node['@type'] === 'Event');
    expect(event?.startDate).toMatch(/^\d{4}-\d\d-\d\d(T\d\d:\d\d:\d\d\+0[12]:00)?$/);
    expect(event?.eventStatus).toMatch(
      /^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed)$/,
    );
    expect(event?.url).toBe(`${baseUrl}${eventSample?.path}`);
    expect(JSON.stringify(event?.location)).toContain('#museum');
    expect(event?.organizer).toMatchObject({ '@type': 'Organization' });
  });

  it('names the search screen in the home page search action', async () => {
    await page.goto(`${baseUrl}${href('home', {}, 'en')}`);
    const site = (await jsonLd(page)).find((node) => node['@type'] === 'WebSite');
    expect(site?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${baseUrl}${href('search', {}, 'en')}?text={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});
