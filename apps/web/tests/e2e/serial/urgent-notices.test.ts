import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFetch, roleUserToken } from '../../../../../tests/integration/admin-users';
import { within } from '../../integration/support/editor';
import { axeViolations, injectAxe } from '../support/axe';
import { launchBrowser } from '../support/browser';

// Issue 43, item 9: an editor of the role Redaktion publishes an urgent notice through the
// admin's API; it shows on a German and an English page within 5 s, through the site's caches
// (the pages are kept by its page cache before the publish), and is gone after its unpublish
// and, without any publish, from its end time on. The German page is read without JavaScript.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
const NOTICE = 'api::notice.notice';
const manager = `/content-manager/collection-types/${NOTICE}`;

const pages = {
  de: { path: '/ausstellungen', region: 'Aktueller Hinweis' },
  en: { path: '/en/exhibitions', region: 'Current notice' },
} as const;
type Locale = keyof typeof pages;

describe('urgent notices', () => {
  let browser: Browser;
  let token: string;
  let withoutScript: BrowserContext;
  let withScript: BrowserContext;
  const views = {} as Record<Locale, Page>;
  const created: string[] = [];

  async function call(method: string, path: string, body?: unknown) {
    const response = await adminFetch(token, `${manager}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}: ${response.status}`).toBeLessThan(300);
    return (await response.json()) as { data: { documentId: string } };
  }

  /** A notice in both languages, as a draft; published only when asked. */
  async function draftNotice(tag: string, endsAt: Date) {
    const shared = {
      severity: 'warning',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: endsAt.toISOString(),
    };
    const { data } = await call('POST', '?locale=de', {
      ...shared,
      text: `Heute wegen eines Wasserschadens geschlossen (${tag}).`,
      linkUrl: '/besuch/zeiten-preise',
    });
    created.push(data.documentId);
    await call('PUT', `/${data.documentId}?locale=en`, {
      ...shared,
      text: `Closed today because of water damage (${tag}).`,
      linkUrl: '/en/visit/opening-prices',
      linkLabel: 'Opening hours',
    });
    return data.documentId;
  }

  const publish = (documentId: string, action: 'publish' | 'unpublish') =>
    Promise.all(
      (['de', 'en'] as const).map((locale) =>
        call('POST', `/${documentId}/actions/${action}?locale=${locale}`, {}),
      ),
    );

  /** The notice's text on the page as a visitor loads it now, or null. */
  async function noticeOn(locale: Locale): Promise<string | null> {
    const page = views[locale];
    const answer = await page.goto(`${siteUrl}${pages[locale].path}`);
    expect(answer?.status()).toBe(200);
    const region = page.getByRole('region', { name: pages[locale].region });
    return (await region.count()) > 0 ? await region.innerText() : null;
  }

  /** Both pages into the site's page cache (it keeps a page from its second request on). */
  async function cached() {
    for (const locale of ['de', 'en'] as const) {
      for (let visit = 0; visit < 3; visit += 1) {
        const answer = await fetch(`${siteUrl}${pages[locale].path}`);
        await answer.arrayBuffer();
        if (answer.headers.get('x-html-cache') === 'hit') break;
      }
    }
  }

  beforeAll(async () => {
    if (!cmsUrl || !siteUrl) throw new Error('CMS_URL and SITE_URL name the CMS and the site');
    token = await roleUserToken('zm-redaktion');
    browser = await launchBrowser();
    withoutScript = await browser.newContext({ javaScriptEnabled: false });
    withScript = await browser.newContext({ viewport: { width: 375, height: 800 } });
    views.de = await withoutScript.newPage();
    views.en = await withScript.newPage();
  });

  afterAll(async () => {
    for (const documentId of created)
      await adminFetch(token, `${manager}/${documentId}?locale=*`, { method: 'DELETE' });
    await withoutScript?.close();
    await withScript?.close();
    await browser?.close();
  });

  it('show on every page within 5 s of the publish and go within 5 s of the unpublish', async () => {
    const tag = randomUUID().slice(0, 6);
    const documentId = await draftNotice(tag, new Date(Date.now() + 3_600_000));
    await cached();
    // A draft never shows.
    expect(await noticeOn('de')).toBeNull();
    expect(await noticeOn('en')).toBeNull();

    await publish(documentId, 'publish');
    for (const locale of ['de', 'en'] as const)
      expect(
        await within(5000, async () => ((await noticeOn(locale)) ?? '').includes(tag)),
      ).toBeLessThan(5000);
    const german = (await noticeOn('de')) ?? '';
    expect(german).toContain('Achtung:');
    expect(german).toContain(`Heute wegen eines Wasserschadens geschlossen (${tag}).`);
    const link = views.de.getByRole('region', { name: pages.de.region }).getByRole('link');
    expect(await link.getAttribute('href')).toBe('/besuch/zeiten-preise');
    expect(await link.innerText()).toBe('Mehr erfahren');
    expect(await noticeOn('en')).toContain(`Closed today because of water damage (${tag}).`);
    const english = views.en.getByRole('region', { name: pages.en.region }).getByRole('link');
    expect(await english.getAttribute('href')).toBe('/en/visit/opening-prices');
    expect(await english.innerText()).toBe('Opening hours');
    await injectAxe(views.en);
    expect(await axeViolations(views.en, ['[data-urgent-notices]'])).toEqual([]);

    await cached();
    await publish(documentId, 'unpublish');
    for (const locale of ['de', 'en'] as const)
      expect(await within(5000, async () => (await noticeOn(locale)) === null)).toBeLessThan(5000);
  });

  it('are refused with a message when they end before they start or link elsewhere', async () => {
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const refused = async (data: Record<string, unknown>) => {
      const response = await adminFetch(token, `${manager}?locale=de`, {
        method: 'POST',
        body: JSON.stringify({ text: 'Geprüft', severity: 'info', startsAt: start, ...data }),
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { message: string } }).error.message;
    };
    expect(await refused({ endsAt: start })).toBe('„Sichtbar bis“ muss nach „Sichtbar ab“ liegen.');
    expect(
      await refused({
        endsAt: new Date(Date.parse(start) + 60_000).toISOString(),
        linkUrl: 'javascript:alert(1)',
      }),
    ).toMatch(/^Der Link muss ein Pfad dieser Website sein/);
  });

  it('end at their end time without a publish, whatever the caches kept', async () => {
    const tag = randomUUID().slice(0, 6);
    const endsAt = new Date(Date.now() + 20_000);
    const documentId = await draftNotice(tag, endsAt);
    await publish(documentId, 'publish');
    for (const locale of ['de', 'en'] as const)
      expect(
        await within(5000, async () => ((await noticeOn(locale)) ?? '').includes(tag)),
      ).toBeLessThan(5000);
    // Kept by the site's page cache as long as it may; then the end comes.
    await cached();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt.getTime() - Date.now())));
    // The first load after the end: no copy of a page with the notice is sent any more.
    expect(await noticeOn('de')).toBeNull();
    expect(await noticeOn('en')).toBeNull();
  });
});
