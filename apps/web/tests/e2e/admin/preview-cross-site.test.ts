import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFetch, roleUserToken } from '../../../../../tests/integration/admin-users';
import { launchBrowser } from '../support/browser';
import { crossSiteAdmin as crossSiteAdminOf, signedInAdmin } from '../support/cms-admin';

// Issue #44, 3 (decision 0062): the preview works from the admin however it is reached. The
// admin here is opened at the other spelling of this machine (localhost when the site is at
// 127.0.0.1, and the reverse): to the browser the admin and the site are then two sites, and a
// SameSite=Lax cookie set in the admin's frame is refused. The preview's cookie lives in the
// frame's partition instead; the frame shows the draft with the preview bar and no consent bar.
// A page of any other origin cannot frame the preview.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
const EXHIBITION = 'api::exhibition.exhibition';

const crossSiteAdmin = () => crossSiteAdminOf(cmsUrl, siteUrl);

/** A page on another origin of this machine that frames `link`. */
async function serveFraming(link: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const src = link.replaceAll('&', '&amp;');
    res.end(`<!doctype html><title>Anderswo</title><iframe src="${src}" title="Fremd"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the preview from an admin on another site', () => {
  let browser: Browser;
  let token: string;
  const created: string[] = [];

  async function draftExhibition(): Promise<{ documentId: string; title: string; teaser: string }> {
    const marker = randomUUID().slice(0, 8);
    const title = `Glas aus dem Meer ${marker}`;
    const teaser = `Eine Ausstellung im Entwurf, gezeigt nur in der Vorschau (${marker}).`;
    const response = await adminFetch(
      token,
      `/content-manager/collection-types/${EXHIBITION}?locale=de`,
      {
        method: 'POST',
        body: JSON.stringify({
          title,
          slug: `glas-aus-dem-meer-${marker}`,
          type: 'temporary',
          startDate: '2027-05-01',
          teaserText: teaser,
        }),
      },
    );
    expect(response.status).toBe(201);
    const { documentId } = ((await response.json()) as { data: { documentId: string } }).data;
    created.push(documentId);
    return { documentId, title, teaser };
  }

  /** The admin's edit view of the entry, with the editor signed in (Strapi keeps the token). */
  async function editView(admin: string, documentId: string): Promise<Page> {
    const page = await signedInAdmin(browser, token);
    await page.goto(
      `${admin}/admin/content-manager/collection-types/${EXHIBITION}/${documentId}?plugins[i18n][locale]=de`,
    );
    return page;
  }

  beforeAll(async () => {
    if (!cmsUrl || !siteUrl) throw new Error('CMS_URL and SITE_URL name the CMS and the site');
    token = await roleUserToken('zm-redaktion');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const documentId of created)
      await adminFetch(token, `/content-manager/collection-types/${EXHIBITION}/${documentId}`, {
        method: 'DELETE',
      });
    await browser?.close();
  });

  it('shows the draft in the admin frame, without a consent bar', async () => {
    const admin = crossSiteAdmin();
    expect(new URL(admin).hostname).not.toBe(new URL(siteUrl).hostname);
    const { documentId, title, teaser } = await draftExhibition();
    const page = await editView(admin, documentId);
    await page.getByRole('link', { name: 'Vorschau öffnen' }).click();

    const frame = page.frameLocator('iframe').first();
    await frame.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
    expect(await frame.getByText(teaser).count()).toBeGreaterThan(0);
    const bar = frame.getByRole('complementary', { name: 'Vorschau' });
    expect(await bar.textContent()).toContain('Entwurf – noch nicht veröffentlicht');
    // No first-visit consent bar in the preview, neither in the HTML nor after hydration.
    await frame.locator('summary[aria-controls="site-menu-panel"][aria-expanded]').waitFor();
    expect(await frame.locator('#consent-bar').count()).toBe(0);
    // The frame is the site, at its own address: the admin and the site are two sites.
    const shown = page.frames().find((one) => one !== page.mainFrame());
    expect(new URL(shown?.url() ?? '').origin).toBe(new URL(siteUrl).origin);
    await page.context().close();

    // A visitor's first page has the bar (so the check above looks for the right thing).
    const visitor = await browser.newPage();
    await visitor.goto(`${siteUrl}/`);
    await visitor.locator('#consent-bar').waitFor({ state: 'visible' });
    await visitor.close();
  });

  it('cannot be framed by a page of another origin', async () => {
    const { documentId, title } = await draftExhibition();
    // The admin's signed link for the entry, as its preview page loads it.
    const page = await editView(crossSiteAdmin(), documentId);
    await page.getByRole('link', { name: 'Vorschau öffnen' }).click();
    await page
      .frameLocator('iframe')
      .first()
      .getByRole('heading', { level: 1, name: title })
      .waitFor({ timeout: 30_000 });
    const link = (await page.locator('iframe').first().getAttribute('src')) ?? '';
    expect(link).toContain('/api/preview?');
    await page.context().close();

    // A page of another origin on this machine (not the admin's) frames the same link.
    const elsewhere = await serveFraming(link);
    const context = await browser.newContext();
    const other = await context.newPage();
    const answers: Response[] = [];
    other.on('response', (response) => {
      if (response.url().startsWith(siteUrl)) answers.push(response);
    });
    await other.goto(elsewhere.url);
    // The link opens the preview (cookie in this frame's partition), and the page that
    // answers says it may be framed by the admin only: the browser shows nothing of it.
    await expect.poll(() => answers.some((answer) => answer.status() === 200)).toBe(true);
    const pageAnswer = answers.find((answer) => answer.status() === 200);
    const headers = (await pageAnswer?.allHeaders()) ?? {};
    expect(headers['x-robots-tag']).toMatch(/noindex/);
    const ancestors = /frame-ancestors ([^;]+)/.exec(headers['content-security-policy'] ?? '');
    expect(ancestors?.[1]?.split(' ')).toContain(new URL(cmsUrl).origin);
    expect(ancestors?.[1]?.split(' ')).not.toContain(new URL(elsewhere.url).origin);
    const framed = other.frames().find((one) => one !== other.mainFrame());
    await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/);
    expect(await other.frameLocator('iframe').getByText(title).count()).toBe(0);
    await context.close();
    await elsewhere.close();
  });
});
