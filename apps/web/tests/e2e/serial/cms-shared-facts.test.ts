import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFetch, roleUserToken } from '../../../../../tests/integration/admin-users';
import { launchBrowser } from '../support/browser';
import { signedInAdmin } from '../support/cms-admin';

// An editor of the role "Redaktion" creates an exhibition in German in the admin, with its
// dates and main picture, then its English version: the dates and the picture are there
// without entering them again (decision 0061). A date changed in English is the German one too.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const EXHIBITION = 'api::exhibition.exhibition';
const editView = `/admin/content-manager/collection-types/${EXHIBITION}`;

interface Version {
  startDate: string | null;
  endDate: string | null;
  image: { id: number; name: string; hash: string } | null;
}

describe('facts an editor enters once for both languages', () => {
  let browser: Browser;
  let token: string;
  let documentId = '';

  const signedIn = () => signedInAdmin(browser, token);

  const version = async (locale: string): Promise<Version> => {
    const answer = await adminFetch(
      token,
      `/content-manager/collection-types/${EXHIBITION}/${documentId}?locale=${locale}`,
    );
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: Version }).data;
  };

  /** Picks a day in the date field's calendar, as an editor clicks it: month, year, day. */
  async function pickDate(page: Page, label: string, date: Date) {
    const month = date.toLocaleString('de-DE', { month: 'long', timeZone: 'UTC' });
    const englishMonth = date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    await page.getByRole('combobox', { name: label, exact: true }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByRole('combobox', { name: /^(Month|Monat)$/ }).click();
    await page.getByRole('option', { name: new RegExp(`^(${month}|${englishMonth})$`) }).click();
    await calendar.getByRole('combobox', { name: /^(Year|Jahr)$/ }).click();
    await page.getByRole('option', { name: String(date.getUTCFullYear()), exact: true }).click();
    const day = `${date.getUTCDate()}. ${month} ${date.getUTCFullYear()}`;
    await calendar.getByRole('gridcell', { name: new RegExp(`, ${day}$`) }).click();
  }

  /** The main picture from the media library: a photo found by its name. */
  async function pickImage(page: Page, name: string) {
    await page.getByRole('region', { name: 'Hauptbild' }).getByRole('button').first().click();
    const library = page.getByRole('dialog');
    await library.getByRole('button', { name: /^(Search|Suche)$/ }).click();
    await library.getByRole('searchbox').fill(name.replace(/\.\w+$/, '').replace(/^zm-/, ''));
    await library.getByRole('searchbox').press('Enter');
    await library.getByRole('checkbox', { name }).check();
    await library.getByRole('button', { name: 'Fertig' }).click();
  }

  beforeAll(async () => {
    if (!cmsUrl) throw new Error('CMS_URL names the CMS under test');
    token = await roleUserToken('zm-redaktion', 'Rita');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    if (documentId)
      await adminFetch(
        token,
        `/content-manager/collection-types/${EXHIBITION}/${documentId}?locale=*`,
        { method: 'DELETE' },
      );
    await browser?.close();
  });

  it('shows the German dates and picture in the new English version, and shares a change', async () => {
    const page = await signedIn();
    const id = randomUUID().slice(0, 6);
    await page.goto(`${cmsUrl}${editView}/create`);
    await page.waitForURL(/plugins\[i18n\]\[locale\]=de/);
    await page.getByRole('textbox', { name: /^Titel/ }).fill(`Gemeinsame Daten ${id}`);
    await page.getByLabel('URL-Kürzel').fill(`gemeinsame-daten-${id}`);
    await page.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Sonderausstellung' }).click();
    await pickDate(page, 'Beginn', new Date('2031-04-01'));
    await pickDate(page, 'Ende', new Date('2031-06-30'));
    await pickImage(page, 'zm-building.jpg');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(new RegExp(`${EXHIBITION}/(?!create)(\\w+)`));
    documentId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const german = await version('de');
    expect(german).toMatchObject({ startDate: '2031-04-01', endDate: '2031-06-30' });
    expect(german.image?.name).toBe('zm-building.jpg');

    // The English version, through the language menu of the edit view.
    await page.getByRole('combobox', { name: /^(Locales|Sprachen?)$/ }).click();
    await page.getByRole('option', { name: /English|Englisch/ }).click();
    await page.waitForURL(/plugins\[i18n\]\[locale\]=en/);
    // Shown before anything is typed: the German dates and picture, and the note saying so.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Beginn', exact: true }).inputValue())
      .toBe('01.04.2031');
    expect(await page.getByRole('combobox', { name: 'Ende', exact: true }).inputValue()).toBe(
      '30.06.2031',
    );
    const picture = page.getByRole('region', { name: 'Hauptbild' });
    const shown = picture.getByRole('img').first();
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toContain(german.image?.hash);
    expect(await page.getByText(/Gilt für beide Sprachen/).count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: /^Titel/ }).fill(`Shared facts ${id}`);
    await page.getByLabel('URL-Kürzel').fill(`shared-facts-${id}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(async () => (await version('en')).startDate).toBe('2031-04-01');
    const english = await version('en');
    expect(english).toMatchObject({ endDate: '2031-06-30', image: { id: german.image?.id } });

    // A new start date, entered in English, is the German one too.
    await pickDate(page, 'Beginn', new Date('2031-04-08'));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(async () => (await version('de')).startDate).toBe('2031-04-08');
    expect((await version('de')).image?.id).toBe(german.image?.id);
    await page.context().close();
  });
});
