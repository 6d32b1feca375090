import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { send } from '../../../../drill/fuzz.mjs';
import { visitForXss } from '../../../../drill/xss-browser.mjs';
import { marker, payloadPlacer } from '../../../../drill/xss-content.mjs';
import { xssPayloads } from '../../../../drill/xss-payloads.mjs';
import { launchBrowser } from './support/browser';
import { startSiteOnFakeCms, type RunningServer, type SiteOnFakeCms } from './support/web-server';

/**
 * The fast part of the drill's XSS row (drill/README.md): the drill's 60 payloads in an
 * exhibition's text, rich-text and link fields, the partners' addresses (every page's footer)
 * and redirects, served by the fake CMS; the page in Chromium must run none of them and hold no
 * unsafe address or handler, with the site's CSP, without it, and without JavaScript.
 */
const fixture = (name: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../app/content/__fixtures__/v5/${name}.json`, import.meta.url),
      'utf8',
    ),
  ) as { data: Array<Record<string, unknown>> };

function answersWithPayloads() {
  const placer = payloadPlacer(xssPayloads);
  const exhibition = fixture('exhibitions.detail.farbe-als-material.de');
  const [entry] = exhibition.data;
  Object.assign(entry!, {
    title: placer.text(),
    headline: placer.text(),
    teaserText: placer.text(xssPayloads.length - 2),
    place: placer.text(),
    body: placer.richText(),
  });
  const partners = xssPayloads.map(({ id }, index) => ({
    id: index + 1,
    documentId: `drill${id}`,
    name: placer.text(),
    url: placer.link(),
    group: 'media',
    order: index,
    logo: null,
  }));
  const redirects = xssPayloads.map(({ id, value }, index) => ({
    id: index + 1,
    documentId: `redirect${id}`,
    from: `/xss-drill/${id}`,
    to: value,
    permanent: false,
  }));
  const page = (data: unknown[]) => ({
    data,
    meta: { pagination: { page: 1, pageSize: data.length, pageCount: 1, total: data.length } },
  });
  return {
    placer,
    answers: { exhibitions: exhibition, partners: page(partners), redirects: page(redirects) },
  };
}

describe('drill: XSS payloads from the CMS (issue 22)', () => {
  const { placer, answers } = answersWithPayloads();
  let web: RunningServer;
  let site: SiteOnFakeCms;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSiteOnFakeCms({}, answers), launchBrowser()]);
    web = site.web;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('puts every payload into text, rich text and a link field', () => {
    const ids = xssPayloads.map(({ id }) => id).sort();
    expect([...placer.used.text].sort()).toEqual(ids);
    expect([...placer.used.rich].sort()).toEqual(ids);
    expect([...placer.used.link].sort()).toEqual(ids);
  });

  it('runs none of them and renders no unsafe address or handler', async () => {
    const url = `${web.url}/ausstellungen/farbe-als-material`;
    const withCsp = await visitForXss(browser, url);
    expect(withCsp.status).toBe(200);
    const html = await (await fetch(url)).text();
    // The payloads did reach the page (as text), so the checks below are not vacuous.
    expect(html).toContain(marker);
    expect(html).toContain('&lt;script&gt;__xss(');
    const bypassed = await visitForXss(browser, url, { bypassCSP: true });
    const serverHtml = await visitForXss(browser, url, { javaScript: false });
    expect([withCsp.executions, withCsp.dialogs]).toEqual([[], 0]);
    expect([bypassed.executions, bypassed.dialogs]).toEqual([[], 0]);
    expect(withCsp.unsafe).toEqual([]);
    expect(serverHtml.unsafe).toEqual([]);
  }, 60_000);

  it('redirects to http(s) addresses and site paths only', async () => {
    const followed = [];
    for (const { id } of xssPayloads) {
      const answer = await send(web.url, { method: 'GET', path: `/xss-drill/${id}`, headers: {} });
      const location = answer.headers?.location;
      if (answer.status >= 300 && answer.status < 400 && typeof location === 'string')
        followed.push({ id, location });
    }
    for (const { id, location } of followed) {
      expect(new URL(location, web.url).protocol, id).toMatch(/^https?:$/);
      expect(location, id).not.toMatch(/^\s*(?:[/\\]{2}|\/\\)/);
    }
  });
});
