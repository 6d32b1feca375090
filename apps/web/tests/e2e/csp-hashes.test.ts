import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { launchBrowser } from './support/browser';

const baseUrl = process.env.SITE_URL!.replace(/\/+$/, '');

/** The sources a directive of the answer's policy allows. */
function directive(policy: string, name: string): string[] {
  const entry = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return entry ? entry.trim().split(/\s+/).slice(1) : [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The first entry's address on a list page (the seeded content's slugs are not fixed here). */
async function firstOf(list: string): Promise<string> {
  const html = await (await fetch(baseUrl + list)).text();
  const link = html.match(new RegExp(`href="(${list}/[^"?#/]+)"`));
  expect(link, `an entry on ${list}`).not.toBeNull();
  return link![1]!;
}

let browser: Browser;
let pages: Array<[string, string]>;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = [
    ['home', '/de'],
    ['home (en)', href('home', {}, 'en')],
    ['exhibition', await firstOf(href('exhibitions', {}, 'de'))],
    ['booking form', `${await firstOf(href('guidedTours', {}, 'de'))}/anfrage`],
    ['search', `${href('search', {}, 'de')}?q=Kunst`],
    ['not found', '/de/diese-seite-gibt-es-nicht'],
  ];
});
afterAll(() => browser?.close());

describe('strict CSP by hashes', () => {
  it('lists the hash of every inline script and style the browser finds in the page, and nothing unsafe', async () => {
    const context = await browser.newContext();
    for (const [name, path] of pages) {
      const page = await context.newPage();
      const response = await page.goto(baseUrl + path);
      const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
      expect(policy, name).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|\*/);
      const inline = await page.evaluate(() => ({
        scripts: [...document.querySelectorAll('script:not([src])')]
          .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
          .map((script) => script.textContent ?? ''),
        styles: [...document.querySelectorAll('style')].map((style) => style.textContent ?? ''),
      }));
      expect(inline.scripts.length, name).toBeGreaterThan(0);
      const scriptSources = directive(policy, 'script-src');
      const styleSources = directive(policy, 'style-src');
      for (const text of inline.scripts) expect(scriptSources, name).toContain(sha256(text));
      for (const text of inline.styles) expect(styleSources, name).toContain(sha256(text));
      await page.close();
    }
    await context.close();
  }, 180_000);

  it('reports no CSP violation on the pages, after hydration and with the cookie settings open', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = async (page: Page) =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    for (const [name, path] of pages) {
      const page = await context.newPage();
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      expect(await violations(page), name).toEqual([]);
      await page.close();
    }
    const page = await context.newPage();
    await page.goto(`${baseUrl}/de`, { waitUntil: 'networkidle' });
    await page
      .locator('#consent-bar')
      .getByRole('button', { name: 'Einstellungen', exact: true })
      .click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), 'cookie settings').toEqual([]);
    await context.close();
  }, 300_000);
});

describe('caching by shared caches and browsers', () => {
  it("sends no Vary: Cookie on anonymous pages; only '/', which picks the language, varies on it", async () => {
    for (const [name, path] of pages) {
      const response = await fetch(baseUrl + path);
      const cacheControl = response.headers.get('cache-control') ?? '';
      // The booking form (its thank-you reads a cookie) may vary on it: no cache keeps it.
      if (/\bpublic\b/.test(cacheControl))
        expect(response.headers.get('vary') ?? '', name).not.toMatch(/cookie/i);
      else expect(cacheControl, name).toMatch(/private|no-store/);
    }
    const root = await fetch(`${baseUrl}/`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en' },
    });
    expect(root.status).toBe(302);
    expect(root.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
  });

  it('serves a visitor with the language, consent and analytics cookies the page the cache keeps', async () => {
    const path = href('museum', {}, 'en');
    const get = (cookie?: string) =>
      fetch(baseUrl + path, { headers: cookie ? { cookie } : {} }).then((response) =>
        response.text().then(() => response.headers.get('x-html-cache')),
      );
    // Kept from the second request on, once its compressed forms are made (zlib's pool).
    await get();
    await expect.poll(() => get(), { timeout: 20_000, interval: 500 }).toBe('hit');
    expect(await get('locale=de; ncc_c=true; _pk_id.1.abcd=x')).toBe('hit');
    expect(await get('zm-now=2026-06-01T10:00:00Z')).not.toBe('hit');
  });

  it('answers If-None-Match with 304 for pages and page data, with the same tag', async () => {
    for (const path of [href('home', {}, 'de'), `${href('exhibitions', {}, 'de')}.data`]) {
      const first = await fetch(baseUrl + path, { headers: { 'accept-encoding': 'br' } });
      await first.arrayBuffer();
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^"[\w-]+"$/);
      const again = await fetch(baseUrl + path, {
        headers: { 'accept-encoding': 'br', 'if-none-match': tag! },
      });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('etag'), path).toBe(tag);
      expect(await again.text(), path).toBe('');
    }
  });
});
