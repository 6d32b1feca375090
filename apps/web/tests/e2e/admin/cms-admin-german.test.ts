import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorToken } from '../../integration/support/editor';
import { launchBrowser } from '../support/browser';

// The admin speaks German to editors (docs/decisions/0022): Strapi's own texts, the names of
// the types, the labels of fields and enum values; English stays available in the profile.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '');
const apiToken = process.env.CMS_API_TOKEN ?? '';
const exhibitionCreate =
  '/admin/content-manager/collection-types/api::exhibition.exhibition/create';

describe('the CMS admin in German', () => {
  let browser: Browser;
  let token: string;

  const setLanguage = (language: string) =>
    fetch(`${cmsUrl}/admin/users/me`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ preferedLanguage: language }),
    });

  // A new browser of an editor who is signed in (Strapi keeps the token in localStorage).
  async function signedIn(): Promise<Page> {
    const context = await browser.newContext();
    await context.addInitScript((stored) => {
      if (!window.localStorage.getItem('jwtToken')) {
        window.localStorage.setItem('jwtToken', stored);
        window.localStorage.setItem('isLoggedIn', 'true');
      }
    }, JSON.stringify(token));
    return context.newPage();
  }

  const labels = async (page: Page) =>
    (await page.locator('form label').allTextContents()).map((text) => text.replace(/\*$/, ''));

  beforeAll(async () => {
    if (!cmsUrl) throw new Error('CMS_URL names the CMS under test');
    token = await editorToken(cmsUrl, apiToken);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    if (token) await setLanguage('de');
    await browser?.close();
  });

  it('shows the exhibition edit view with German labels, hints and enum values', async () => {
    const page = await signedIn();
    await page.goto(`${cmsUrl}${exhibitionCreate}`);
    await page.getByLabel('Titel').first().waitFor({ timeout: 30_000 });
    expect(await labels(page)).toEqual(
      expect.arrayContaining(['Titel', 'URL-Kürzel', 'Art', 'Beginn', 'Ende', 'Hauptbild']),
    );
    expect(await page.getByText('Tag der Eröffnung.').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Eintrag/);

    await page.getByRole('combobox', { name: 'Art' }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(
      expect.arrayContaining(['Dauerausstellung', 'Sonderausstellung', 'Schauhaus']),
    );
    await page.context().close();
  });

  it('lets an editor choose English in the profile', async () => {
    const page = await signedIn();
    await page.goto(`${cmsUrl}/admin/me`);
    const language = page.getByRole('combobox', { name: 'Sprache der Oberfläche' });
    await language.waitFor({ timeout: 30_000 });
    await language.click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('combobox', { name: 'Interface language' }).waitFor();

    await page.goto(`${cmsUrl}${exhibitionCreate}`);
    await page.getByRole('combobox', { name: 'Art' }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(
      expect.arrayContaining(['Permanent exhibition', 'Temporary exhibition']),
    );
    await page.context().close();
  });
});
