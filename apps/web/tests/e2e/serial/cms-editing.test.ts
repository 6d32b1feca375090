import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFetch, roleUserToken } from '../../../../../tests/integration/admin-users';
import { within } from '../../integration/support/editor';
import { launchBrowser } from '../support/browser';

// An editor of the role "Redaktion" prepares an exhibition in the real admin (issue #19):
// a German draft, its preview on the site (in the admin's preview frame), then the publish,
// live within 5 s. Visitors never see the draft, not even from a cache.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? '';
const EXHIBITION = 'api::exhibition.exhibition';

describe('an editor of the role Redaktion in the CMS admin', () => {
  let browser: Browser;
  let token: string;
  const created: string[] = [];

  // A browser of the signed-in editor (Strapi keeps the session token in localStorage).
  async function signedIn(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await context.addInitScript((stored) => {
      window.localStorage.setItem('jwtToken', stored);
      window.localStorage.setItem('isLoggedIn', 'true');
    }, JSON.stringify(token));
    return context.newPage();
  }

  const visitorStatus = async (path: string) => (await fetch(`${siteUrl}${path}`)).status;

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

  it('drafts an exhibition, previews it on the site, publishes it: live within 5 s', async () => {
    const page = await signedIn();
    const title = `Tiefsee und Technik ${randomUUID().slice(0, 6)}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const path = `/ausstellungen/${slug}`;
    await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${EXHIBITION}/create`);
    // The admin adds the locale to the address once its languages are loaded and then resets
    // the form: a title typed before that was lost (the draft was saved without one).
    await page.waitForURL(/plugins\[i18n\]\[locale\]=de/);
    const titleField = page.getByRole('textbox', { name: /^Titel/ });
    await titleField.fill(title);
    await page.getByLabel('URL-Kürzel').fill(slug);
    await page.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Sonderausstellung' }).click();
    await page.getByLabel('Teasertext').fill('Was Maschinen in 4000 Metern Tiefe leisten.');
    expect(await titleField.inputValue()).toBe(title);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(new RegExp(`${EXHIBITION}/(?!create)(\\w+)`));
    created.push(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByText('Entwurf', { exact: true }).first().waitFor();

    // A draft: the site answers 404 to visitors, twice (nothing was cached).
    expect(await visitorStatus(path)).toBe(404);

    await page.getByRole('link', { name: 'Vorschau öffnen' }).click();
    const frame = page.frameLocator('iframe').first();
    await frame.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
    const bar = frame.getByRole('complementary', { name: 'Vorschau' });
    expect(await bar.textContent()).toContain('Entwurf – noch nicht veröffentlicht');
    // The admin's link lives minutes; the page in the frame carries nothing of it.
    const link = new URL((await page.locator('iframe').first().getAttribute('src')) ?? '');
    expect(Number(link.searchParams.get('expires')) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const shown = new URL(
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url() ?? '',
    );
    expect(shown.pathname + shown.search).toBe(path);
    expect(await visitorStatus(path)).toBe(404);
    expect(await visitorStatus(path)).toBe(404);

    await page.getByRole('button', { name: 'Veröffentlichen' }).first().click();
    const waited = await within(5000, async () => (await visitorStatus(path)) === 200);
    expect(waited).toBeLessThan(5000);
    const html = await (await fetch(`${siteUrl}${path}`)).text();
    expect(html).toContain(title);
    expect(html).not.toContain('data-preview-state');
    await page.context().close();
  });

  it('may not change settings, users, API tokens or webhooks', async () => {
    for (const path of ['/admin/users', '/admin/api-tokens', '/admin/webhooks', '/admin/roles/1']) {
      const answer = await adminFetch(token, path);
      expect(answer.status, path).toBe(403);
    }
  });
});
