import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { href } from '../../app/site/paths';
import { hydrated, launchBrowser } from './support/browser';

// The editors' preview bar is loaded only when a preview is active (decision 0028): the server
// renders it within the page and the browser hydrates it once its chunk has arrived, while a
// visitor's page never asks for that chunk.
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
const previewSecret = process.env.PREVIEW_SECRET ?? '';
const EXHIBITION = 'api::exhibition.exhibition';
const barChunk = /\/assets\/PreviewBar-[\w-]+\.js$/;

/** A published German exhibition with an English version, by its document id. */
async function publishedExhibition(): Promise<{ documentId: string; slug: string }> {
  const headers: Record<string, string> = {};
  if (process.env.CMS_API_TOKEN) headers.authorization = `Bearer ${process.env.CMS_API_TOKEN}`;
  const response = await fetch(`${cmsUrl}/api/exhibitions?locale=de&fields[0]=slug`, { headers });
  const { data } = (await response.json()) as { data: { documentId: string; slug: string }[] };
  const entry = data[0];
  if (!entry) throw new Error('the demo content has no exhibition');
  return entry;
}

/** The link the CMS's "Open preview" signs (apps/cms/src/preview.ts), valid for minutes. */
function previewLink(documentId: string): string {
  const link = {
    type: EXHIBITION,
    documentId,
    locale: 'de',
    expires: String(Date.now() + 10 * 60_000),
  };
  const signature = createHmac('sha256', previewSecret)
    .update([link.type, link.documentId, link.locale, link.expires].join('\n'))
    .digest('hex');
  return `${baseUrl}/api/preview?${new URLSearchParams({ ...link, status: 'draft', signature })}`;
}

function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { loadedBar: () => scripts.some((path) => barChunk.test(path)), problems };
}

describe('the preview bar', () => {
  let browser: Browser;

  beforeAll(async () => {
    if (!previewSecret) throw new Error('PREVIEW_SECRET is the secret of the CMS preview links');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("is not part of a visitor's page, not even as code", async () => {
    const page = await browser.newPage({ locale: 'de-DE' });
    const { loadedBar, problems } = watchScripts(page);
    await page.goto(`${baseUrl}/`);
    // Hydrated, and everything asked for until the network is quiet (the runtime's later code too).
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-preview-state]').count()).toBe(0);
    expect(loadedBar()).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is in the HTML of a preview, hydrates with its code and follows client-side navigation', async () => {
    const { documentId, slug } = await publishedExhibition();
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const { loadedBar, problems } = watchScripts(page);
    const opened = href('exhibition', { slug }, 'de');
    const link = previewLink(documentId);
    const signature = new URL(link).searchParams.get('signature') ?? '';
    // Every address the browser asks for after the link, and what it sends as Referer.
    const later: string[] = [];
    page.on('request', (request) => {
      if (request.url() !== link) later.push(request.url(), request.headers().referer ?? '');
    });
    const response = await page.goto(link);
    expect(new URL(page.url()).pathname).toBe(opened);
    // Server-rendered: the bar, its state and the noindex are in the document itself.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-preview-state="published"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // Hydrated: the bar's code arrived and the bar follows the router to another page.
    await hydrated(page);
    await expect.poll(loadedBar).toBe(true);
    const bar = page.getByRole('complementary', { name: 'Vorschau' });
    await expect.poll(() => bar.getByText('Veröffentlichte Fassung').count()).toBe(1);
    await page.evaluate(() => {
      (window as { beforeNavigation?: boolean }).beforeNavigation = true;
    });
    await page.locator(`header a[href="${href('search', {}, 'de')}"]`).click();
    await page.waitForURL(`${baseUrl}${href('search', {}, 'de')}`);
    await expect.poll(() => bar.locator('[data-preview-state="other"]').count()).toBe(1);
    expect(
      await bar.getByText('Der geöffnete Eintrag als Entwurf, alles andere veröffentlicht').count(),
    ).toBe(1);
    // A client-side navigation: the same document, and the exit link names the new page.
    expect(
      await page.evaluate(() => (window as { beforeNavigation?: boolean }).beforeNavigation),
    ).toBe(true);
    expect(await bar.getByRole('link', { name: 'Vorschau beenden' }).getAttribute('href')).toBe(
      `/api/preview/exit?to=${encodeURIComponent(href('search', {}, 'de'))}`,
    );
    // The link is in no later address (pages, their data, scripts), Referer or the page's own.
    expect(later.length).toBeGreaterThan(5);
    expect(later.filter((url) => url.includes(signature) || /[?&]expires=/.test(url))).toEqual([]);
    expect(html).not.toContain(signature);
    expect(await page.evaluate(() => document.referrer + window.location.href)).not.toContain(
      signature,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
