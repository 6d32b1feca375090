import { normalize } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import type { Manifest } from '@iiif/presentation-3';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeContext, axeViolations, axeWidths, germanBrowser } from './support/axe';
import { launchBrowser, ready, settled } from './support/browser';
import { startSiteOnFakeCms, type SiteOnFakeCms } from './support/web-server';

/**
 * The object page of the collection (issue #45), on a site of its own in front of the fake CMS
 * with the recorded collection objects (app/content/__fixtures__/v5/collection-objects*):
 * ZM-T-1912-004 (two openly licensed images, German and English), ZM-F-1925-012 (one image in
 * copyright) and ZM-P-1931-002 (withdrawn). The uploads are pictures at half their recorded
 * size, so the zoom has pixels to zoom into; their tiles are made on the first request
 * (IIIF_TILES=off: nothing in the background).
 */
describe('collection object page', () => {
  let site: SiteOnFakeCms;
  let browser: Browser;
  let base: string;

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      startSiteOnFakeCms(
        { IIIF_TILES: 'off', MEDIA_PREGENERATE: 'off' },
        {},
        { uploads: true, imageScale: 0.5 },
      ),
      launchBrowser(),
    ]);
    base = site.web.url;
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function open(path: string, javaScript = true): Promise<Page> {
    const context = await browser.newContext({ ...germanBrowser, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    const response = await page.goto(`${base}${path}`);
    expect(response?.status()).toBe(200);
    if (javaScript) await ready(page);
    return page;
  }

  it('shows title, makers, dating, facts, location, citation and manifest in German', async () => {
    const page = await open('/sammlung/objekt/zm-t-1912-004');
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    const title = (await page.locator('h1').textContent())?.trim() ?? '';
    expect(title.length).toBeGreaterThan(0);
    const facts = page.locator('section[aria-labelledby="object-facts"] dl');
    await expect.poll(() => facts.locator('dt').first().textContent()).toBe('Inventarnummer');
    expect(await facts.locator('dd').first().textContent()).toBe('ZM-T-1912-004');
    expect(await facts.locator('dt').allTextContents()).toContain('Datierung');
    const citation =
      (await page.locator('section[aria-labelledby="object-citation"] p').first().textContent()) ??
      '';
    expect(citation).toContain('Inv.-Nr. ZM-T-1912-004');
    // The permalink from the configured origin, never the request's host.
    expect(citation).toContain(`${base}/sammlung/objekt/zm-t-1912-004`);
    const manifest = page.getByRole('link', { name: `${base}/iiif/manifest/zm-t-1912-004.json` });
    expect(await manifest.count()).toBe(1);
    // JSON-LD VisualArtwork with the inventory number and each image's licence.
    const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) =>
        JSON.parse(text) as { '@type': string; identifier?: { value: string }; image?: unknown },
    );
    const artwork = nodes.find((node) => node['@type'] === 'VisualArtwork');
    expect(artwork?.identifier?.value).toBe('ZM-T-1912-004');
    expect(JSON.stringify(artwork?.image)).toContain('creativecommons.org');
    await page.context().close();
  });

  it('shows the English page with English labels and the other language linked', async () => {
    const page = await open('/en/collection/object/zm-t-1912-004');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    const facts = page.locator('section[aria-labelledby="object-facts"] dl');
    expect(await facts.locator('dt').first().textContent()).toBe('Inventory number');
    expect(await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')).toBe(
      `${base}/sammlung/objekt/zm-t-1912-004`,
    );
    await page.context().close();
  });

  it('shows every image, its licence and open downloads without JavaScript, no zoom button', async () => {
    const page = await open('/sammlung/objekt/zm-t-1912-004', false);
    const figures = page.locator('section[aria-label="Abbildungen"] figure');
    expect(await figures.count()).toBe(2);
    for (const figure of await figures.all()) {
      const image = figure.locator('img');
      expect(await image.getAttribute('src')).toMatch(/^\/media\//);
      expect((await image.getAttribute('alt')) ?? '').not.toBe('');
      expect(await figure.getByRole('link', { name: /herunterladen/ }).count()).toBe(1);
    }
    expect(await figures.nth(0).textContent()).toContain('CC0 1.0');
    expect(await figures.nth(1).textContent()).toContain('CC BY 4.0');
    expect(await page.getByRole('button', { name: /zoomen/i }).count()).toBe(0);
    // The download is the image as uploaded.
    const href = await figures
      .nth(0)
      .getByRole('link', { name: /herunterladen/ })
      .getAttribute('href');
    const download = await fetch(`${base}${href}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    await page.context().close();
  });

  it('offers no download of an image in copyright and names its licence', async () => {
    const page = await open('/sammlung/objekt/zm-f-1925-012', false);
    const figure = page.locator('section[aria-label="Abbildungen"] figure');
    expect(await figure.count()).toBe(1);
    expect(await figure.textContent()).toContain('Urheberrechtlich geschützt');
    expect(await figure.getByRole('link', { name: /herunterladen/i }).count()).toBe(0);
    await page.context().close();
  });

  it('answers a withdrawn object with 410 and a short note at the same address', async () => {
    const context = await browser.newContext(germanBrowser);
    const page = await context.newPage();
    const response = await page.goto(`${base}/sammlung/objekt/zm-p-1931-002`);
    expect(response?.status()).toBe(410);
    expect(await page.locator('h1').textContent()).toBe('Dieses Objekt ist nicht mehr online');
    expect(await page.locator('main').textContent()).toContain('ZM-P-1931-002');
    // Described in German only: the English address shows it too (here: gone, in English).
    const english = await page.goto(`${base}/en/collection/object/zm-p-1931-002`);
    expect(english?.status()).toBe(410);
    expect(await page.locator('h1').textContent()).toBe('This object is no longer online');
    expect((await fetch(`${base}/iiif/manifest/zm-p-1931-002.json`)).status).toBe(410);
    expect((await fetch(`${base}/sammlung/objekt/zm-x-0000-000`)).status).toBe(404);
    await context.close();
  });

  it('opens the zoom by keyboard, zooms and pans with keys and closes with Escape', async () => {
    const page = await open('/sammlung/objekt/zm-t-1912-004');
    const tiles: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/iiif/3/')) tiles.push(request.url());
    });
    const zoom = page.getByRole('button', { name: 'Abbildung 1 zoomen' });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const status = dialog.getByRole('status');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/Vergrößerung: 100/);
    // Focus is in the viewer, where its keys work.
    const canvas = dialog.locator('.openseadragon-canvas');
    expect(await canvas.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(tiles.some((url) => url.endsWith('/info.json'))).toBe(true);
    const level = async () => Number(/(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    // One press of plus is one step of 150 %; two make 225 %, minus goes one step back.
    await page.keyboard.press('Equal');
    await page.keyboard.press('Equal');
    await expect.poll(level).toBe(225);
    await page.keyboard.press('Minus');
    await expect.poll(level).toBe(150);
    const stage = dialog.locator('[data-status="ready"]');
    const before = await stage.getAttribute('data-center');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stage.getAttribute('data-center')).not.toBe(before);
    // Deeper tiles than the whole image were asked for.
    expect(tiles.some((url) => /\/\d+,\d+,\d+,\d+\//.test(url))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await settled(page);
    expect(await zoom.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  }, 60_000);

  it('serves the manifest, which @iiif/parser opens, and its info.json and tiles', async () => {
    const answer = await fetch(`${base}/iiif/manifest/zm-t-1912-004.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = (await answer.json()) as Manifest;
    const state = { warnings: [] as string[] };
    presentation3StrictUpgrade(structuredClone(manifest), state);
    expect(state.warnings).toEqual([]);
    const opened = normalize(structuredClone(manifest)) as unknown as {
      entities: {
        Canvas: Record<string, unknown>;
        ContentResource: Record<string, { id: string; service?: { id: string }[] }>;
      };
    };
    expect(Object.keys(opened.entities.Canvas)).toHaveLength(2);
    const services = Object.values(opened.entities.ContentResource).flatMap(
      (resource) => resource.service?.map((service) => service.id) ?? [],
    );
    expect(services.length).toBeGreaterThan(0);
    const info = await fetch(`${services[0]}/info.json`);
    expect(info.status).toBe(200);
    expect(info.headers.get('access-control-allow-origin')).toBe('*');
    const service = (await info.json()) as {
      id: string;
      width: number;
      height: number;
      profile: string;
    };
    expect(service).toMatchObject({ id: services[0], profile: 'level0' });
    const tile = await fetch(`${service.id}/0,0,512,512/512,512/0/default.jpg`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('cache-control')).toMatch(/immutable/);
    // The painting image is the site's own rendition.
    const body = Object.values(opened.entities.ContentResource).find((resource) =>
      resource.id.includes('/media/'),
    );
    expect((await fetch(body!.id)).status).toBe(200);
  });

  it('has no axe violations at three widths, in German and English, with the zoom open', async () => {
    const context = await axeContext(browser, germanBrowser);
    const page = await context.newPage();
    for (const path of ['/sammlung/objekt/zm-t-1912-004', '/en/collection/object/zm-t-1912-004']) {
      await page.goto(`${base}${path}`);
      await ready(page);
      for (const width of axeWidths) {
        await page.setViewportSize({ width, height: 900 });
        await settled(page);
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
      }
    }
    await page.getByRole('button', { name: 'Zoom image 1' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('status').textContent(), { timeout: 30_000 })
      .toMatch(/Magnification/);
    expect(await axeViolations(page, ['dialog'])).toEqual([]);
    await context.close();
  }, 90_000);
});
