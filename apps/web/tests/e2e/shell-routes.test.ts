import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { screenIds, type ScreenId } from '../../app/site/screens';
import { redirects, seededSlugs, slugPairs, type Slugs } from './shell-cms';
import { launchBrowser, ready } from './support/browser';

const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

/**
 * The form /de/x of a screen's German URL. The other two forms, /x and /en/y, are checked on
 * every screen by the crawl (crawl/crawl.ts), on the load its other checks share.
 */
function prefixedForm(id: ScreenId, slugs: Slugs | undefined): string {
  const de = href(id, (slugs ? { slug: slugs.de } : {}) as never, 'de');
  return de === '/' ? '/de' : `/de${de}`;
}

/** An element's text as its markup holds it (tags out), to see that it has one. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

async function visit(page: Page, path: string) {
  const response = await page.goto(`${baseUrl}${path}`);
  return {
    status: response?.status(),
    lang: await page.locator('html').getAttribute('lang'),
    h1: (await page.locator('h1').first().textContent())?.trim() ?? '',
  };
}

describe('shell: every screen in its three URL forms (two of them in the crawl)', () => {
  let browser: Browser;
  let page: Page;
  let slugs: Partial<Record<ScreenId, Slugs>>;

  beforeAll(async () => {
    [browser, slugs] = await Promise.all([launchBrowser(), seededSlugs()]);
    // A German browser: an English one would be sent from / to /en (tested in shell-language).
    const context = await browser.newContext({
      locale: 'de-DE',
      extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // What the server answers decides all three (no script runs in the check): read over HTTP,
  // without a page load per screen (issue 40: the browser suite's CPU is its wall time).
  it('answers 200 with the right lang and a title for every screen at /de/…', async () => {
    const failures: string[] = [];
    for (const id of screenIds) {
      const url = prefixedForm(id, slugs[id]);
      const response = await fetch(`${baseUrl}${url}`, {
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      const html = await response.text();
      const lang = /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
      const h1 = textOf(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');
      if (response.status !== 200 || lang !== 'de-DE' || !h1) {
        failures.push(`${id} ${url}: ${response.status} lang=${lang} h1="${h1}"`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('names the canonical unprefixed German URL and both language versions', async () => {
    const exhibition = slugs.exhibition!;
    await page.goto(`${baseUrl}/de${href('exhibition', { slug: exhibition.de }, 'de')}`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${baseUrl}${href('exhibition', { slug: exhibition.de }, 'de')}`);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      );
    expect(alternates).toEqual([
      `de ${baseUrl}${href('exhibition', { slug: exhibition.de }, 'de')}`,
      `en ${baseUrl}${href('exhibition', { slug: exhibition.en }, 'en')}`,
      `x-default ${baseUrl}${href('exhibition', { slug: exhibition.de }, 'de')}`,
    ]);
  });

  for (const { path, title, text } of [
    {
      path: '/diese-seite/gibt-es/nicht/wirklich',
      title: 'Seite nicht gefunden',
      text: 'Wir können diese Seite nicht finden.',
    },
    {
      path: '/en/this-page/does/not/exist',
      title: 'Page not found',
      text: 'We cannot find this page.',
    },
    {
      path: '/ausstellungen/kein-solcher-slug-xyz',
      title: 'Seite nicht gefunden',
      text: 'Wir können diese Seite nicht finden.',
    },
    {
      path: '/en/exhibitions/no-such-slug-xyz',
      title: 'Page not found',
      text: 'We cannot find this page.',
    },
    {
      path: '/en/guided-tours/no-such-slug-xyz/request',
      title: 'Page not found',
      text: 'We cannot find this page.',
    },
  ]) {
    it(`answers 404 with the error page in the page language at ${path}`, async () => {
      const result = await visit(page, path);
      expect(result.status).toBe(404);
      expect(result.h1).toBe(title);
      expect(await page.locator('main').textContent()).toContain(text);
      // The error page keeps the site's frame: header with menu and footer.
      expect(await page.locator('header').count()).toBe(1);
      expect(await page.locator('footer').count()).toBe(1);
      expect(await page.title()).toMatch(/^404 – /);
    });
  }

  it('answers 404 for a page of another section at the generic page URL', async () => {
    const legacy = new Set((await redirects()).map((redirect) => redirect.from));
    const visitPage = (await slugPairs('pages', '&filters[section][$eq]=visit')).find(
      (pair) => !legacy.has(`/${pair.de}`),
    );
    expect(visitPage).toBeDefined();
    expect((await visit(page, `/${visitPage!.de}`)).status).toBe(404);
  });

  // Issue 41, finding 7: the server answered the framed 404, then the router in the browser
  // decoded "/%09/" to "//" and replaced the page with "Application Error".
  it('keeps the framed 404 page after hydration for encoded tabs and line breaks', async () => {
    for (const path of ['/%09/', '/%0a/']) {
      expect((await visit(page, path)).status, path).toBe(404);
      await ready(page);
      expect(await page.locator('h1').first().textContent(), path).toBe('Seite nicht gefunden');
      expect(await page.locator('header').count(), path).toBeGreaterThan(0);
    }
  });

  it('redirects legacy paths from the CMS redirect list', async () => {
    const list = await redirects();
    const internal = list.find(
      (redirect) => !redirect.from.includes('*') && redirect.to.startsWith('/'),
    );
    const external = list.find((redirect) => /^https?:/.test(redirect.to));
    expect(internal).toBeDefined();
    for (const redirect of [internal!, ...(external ? [external] : [])]) {
      const response = await fetch(`${baseUrl}${redirect.from}`, { redirect: 'manual' });
      expect(response.status).toBe(redirect.permanent ? 301 : 302);
      expect(new URL(response.headers.get('location') ?? '', baseUrl).href).toBe(
        new URL(redirect.to, baseUrl).href,
      );
    }
    // In the browser the redirect lands on a real page.
    const landed = await page.goto(`${baseUrl}${internal!.from}`);
    expect(landed?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(internal!.to);
  });
});
