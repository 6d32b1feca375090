import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteOnFakeCms, type SiteOnFakeCms } from '../e2e/support/web-server';

/**
 * Issue 42, item 1: every file a visitor loads comes from the site's own origin. The production
 * site reads the fake CMS (the recorded v5 fixtures, with their uploads: a podcast MP3, press
 * PDFs, a press photo, pictures); every page of both sitemaps, the feeds and every JSON-LD block
 * are read, and none may name the CMS, which visitors cannot reach. The site's public address
 * (SITE_URL) is not the one it is asked on, so absolute URLs show where they come from.
 */
const publicOrigin = 'https://www.zentralmuseum.example';
let site: SiteOnFakeCms;
/** Where this test reaches the site (loopback), not its public address. */
let local: string;
/** How the CMS's address could appear: host and port, either loopback name. */
let cmsMarks: string[];

interface Page {
  path: string;
  status: number;
  html: string;
}
const pages: Page[] = [];

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const at = (url: string) => `${local}${new URL(url).pathname}${new URL(url).search}`;

/** The CMS's address, or the uploads folder that only it serves, anywhere in a text. */
function cmsNamed(text: string): string[] {
  const found = cmsMarks.filter((mark) => text.includes(mark));
  if (text.includes('/uploads/')) found.push('/uploads/');
  return found;
}

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? null;
}

function metaContent(html: string, key: string): string | null {
  for (const [tag] of html.matchAll(/<meta [^>]*>/g)) {
    if (attribute(tag, 'property') === key || attribute(tag, 'name') === key) {
      return attribute(tag, 'content');
    }
  }
  return null;
}

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? 'null') as unknown,
  );
}

/** Every string value under one of `keys`, anywhere in a JSON-LD node. */
function valuesOf(node: unknown, keys: ReadonlySet<string>, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => valuesOf(item, keys, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (keys.has(key) && typeof value === 'string') found.push(value);
      valuesOf(value, keys, found);
    }
  }
  return found;
}

/** The page at `path`, or the one page whose path ends with it (`/pressemappen`). */
const page = (path: string) => {
  const found =
    pages.find((candidate) => candidate.path === path) ??
    pages.find((candidate) => candidate.path.endsWith(path) && !candidate.path.startsWith('/en'));
  if (!found) throw new Error(`${path} is not in the sitemaps`);
  return found;
};

beforeAll(async () => {
  site = await startSiteOnFakeCms({ SITE_URL: publicOrigin }, {}, { uploads: true });
  local = site.web.url;
  const cms = new URL(site.cmsUrl);
  cmsMarks = [cms.host, `localhost:${cms.port}`, `:${cms.port}/`];
  const index = parser.parse(await (await fetch(`${local}/sitemap.xml`)).text()) as {
    sitemapindex: { sitemap: Array<{ loc: string }> };
  };
  const locations: string[] = [];
  for (const { loc } of index.sitemapindex.sitemap) {
    const xml = await (await fetch(at(loc))).text();
    const { urlset } = parser.parse(xml) as { urlset: { url: Array<{ loc: string }> } };
    locations.push(...urlset.url.map((entry) => entry.loc));
  }
  // Every answer is read, also the few pages the recordings lack (a 404 page has pictures too).
  for (const loc of locations) {
    const response = await fetch(at(loc));
    pages.push({
      path: new URL(loc).pathname,
      status: response.status,
      html: await response.text(),
    });
  }
}, 600_000);

afterAll(() => site?.stop());

describe('no page, feed or JSON-LD block names the CMS', () => {
  it('crawls every page of both sitemaps', () => {
    expect(pages.filter((found) => found.status === 200).length).toBeGreaterThan(50);
    for (const { path, html } of pages) expect(cmsNamed(html), path).toEqual([]);
  });

  it('names images, audio and downloads in JSON-LD at the configured origin, under /media', () => {
    const mediaKeys = new Set(['image', 'thumbnailUrl', 'contentUrl', 'logo']);
    let named = 0;
    for (const { path, html } of pages) {
      for (const block of jsonLdBlocks(html)) {
        expect(cmsNamed(JSON.stringify(block)), path).toEqual([]);
        for (const url of valuesOf(block, mediaKeys)) {
          named += 1;
          expect(url, path).toMatch(new RegExp(`^${publicOrigin}/media/`));
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });

  it('reads the feeds and calendars of both languages', async () => {
    for (const locale of ['de', 'en']) {
      for (const feed of ['podcast.xml', 'news.xml', 'programme.ics']) {
        const response = await fetch(`${local}/feeds/${locale}/${feed}`);
        expect(response.status, feed).toBe(200);
        expect(cmsNamed(await response.text()), `${locale}/${feed}`).toEqual([]);
      }
    }
  });
});

describe('each place serves its file from the site', () => {
  it('the podcast player, with byte ranges a player seeks with', async () => {
    const { html } = page('/digitale-angebote/podcast-maschinen-fluestern');
    const source = /<audio[^>]*>\s*<source [^>]*>/.exec(html)?.[0] ?? '';
    const src = attribute(source, 'src') ?? '';
    expect(src).toMatch(/^\/media\/[a-z0-9]+\/file\/zm_podcast_maschinen_fluestern_\w+\.mp3$/);
    expect(attribute(source, 'type')).toBe('audio/mpeg');
    const whole = await fetch(local + src);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('cache-control')).toContain('immutable');
    const size = Number(whole.headers.get('content-length'));
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
    const part = await fetch(local + src, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const beyond = await fetch(local + src, { headers: { range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('the press kits’ PDFs and a press release’s PDF and photo, as downloads', async () => {
    const links = [page('/pressemappen'), page('/presse/signale-ausstellung-angekuendigt')].flatMap(
      ({ html }) =>
        [...html.matchAll(/<a [^>]*href="(\/media\/[^"]+\/file\/[^"]+)"[^>]*download/g)].map(
          ([, href]) => href ?? '',
        ),
    );
    expect(links.filter((href) => href.endsWith('.pdf')).length).toBeGreaterThanOrEqual(4);
    expect(links.some((href) => href.endsWith('.jpg'))).toBe(true);
    for (const href of new Set(links)) {
      const response = await fetch(local + href);
      expect(response.status, href).toBe(200);
      const pdf = href.endsWith('.pdf');
      expect(response.headers.get('content-type'), href).toBe(
        pdf ? 'application/pdf' : 'image/jpeg',
      );
      expect(Number(response.headers.get('content-length'))).toBe(
        (await response.arrayBuffer()).byteLength,
      );
      const upload = href.split('/').pop() ?? '';
      expect(response.headers.get('content-disposition'), href).toBe(
        `${pdf ? 'attachment' : 'inline'}; filename="${upload.replace(/_[0-9a-f]{10}\./, '.')}"`,
      );
    }
  });

  it('og:image and twitter:image, absolute at the configured origin, and served', async () => {
    const { html } = page('/ausstellungen/farbe-als-material');
    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(
      new RegExp(`^${publicOrigin}/media/[a-z0-9]+/1280/[\\w-]+\\.jpg\\.jpeg$`),
    );
    expect(metaContent(html, 'twitter:image')).toBe(image);
    const response = await fetch(at(image));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    // Every page with a picture names it so.
    for (const { path, html: other } of pages) {
      const shared = metaContent(other, 'og:image');
      if (shared) expect(shared, path).toMatch(new RegExp(`^${publicOrigin}/media/`));
    }
  });

  it('the podcast feed’s enclosure: the site’s address, the exact length and type served', async () => {
    for (const locale of ['de', 'en']) {
      const xml = await (await fetch(`${local}/feeds/${locale}/podcast.xml`)).text();
      const { rss } = parser.parse(xml) as {
        rss: { channel: { item: { enclosure: { url: string; length: string; type: string } } } };
      };
      const items = [rss.channel.item].flat();
      expect(items.length, locale).toBeGreaterThan(0);
      for (const { enclosure } of items) {
        expect(enclosure.url).toMatch(new RegExp(`^${publicOrigin}/media/[a-z0-9]+/file/`));
        const served = await fetch(at(enclosure.url));
        expect(served.status).toBe(200);
        expect(enclosure.type).toBe(served.headers.get('content-type'));
        expect(enclosure.length).toBe(served.headers.get('content-length'));
        await served.arrayBuffer();
      }
    }
  });

  it('an address the site did not write, or outside the uploads, gets the site’s 404 page', async () => {
    const { html } = page('/digitale-angebote/podcast-maschinen-fluestern');
    const src = attribute(/<audio[^>]*>\s*<source [^>]*>/.exec(html)?.[0] ?? '', 'src') ?? '';
    const version = src.split('/')[2] ?? '';
    for (const address of [
      `/media/${version}/file/zm_factsheet_8170429078.pdf`,
      `/media/${version}/file/..%2F..%2Fadmin`,
      `/media/${version}/file/index.html`,
      '/media/x00000000000000/file/zm_podcast_maschinen_fluestern_2795d73db5.wav',
    ]) {
      const response = await fetch(local + address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
      const text = await response.text();
      expect(text, address).toContain('404');
      expect(text, address).not.toMatch(/at .*\(.*:\d+:\d+\)/);
    }
  });
});
