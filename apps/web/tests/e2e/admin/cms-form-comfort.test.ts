import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFetch, roleUserToken } from '../../../../../tests/integration/admin-users';
import { launchBrowser } from '../support/browser';
import { signedInAdmin } from '../support/cms-admin';

// Form comfort in the admin (issue #44, decision 0063), as an editor of the role "Redaktion"
// meets it: the slug follows the typed title, a typed German date is saved, the image picker
// lists images only, a plan starts at 09:00 and refuses the past, and the list shows it.
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '') ?? '';
const EXHIBITION = 'api::exhibition.exhibition';
const LIST = `/admin/content-manager/collection-types/${EXHIBITION}?plugins[i18n][locale]=de`;

interface Asset {
  mime: string;
}

describe('form comfort in the CMS admin', () => {
  let browser: Browser;
  let token: string;
  const created: string[] = [];
  const plans: string[] = [];

  const signedIn = () => signedInAdmin(browser, token);

  const entry = async (documentId: string) =>
    (
      (await (
        await adminFetch(
          token,
          `/content-manager/collection-types/${EXHIBITION}/${documentId}?locale=de`,
        )
      ).json()) as { data: { slug: string; startDate: string | null } }
    ).data;

  beforeAll(async () => {
    if (!cmsUrl) throw new Error('CMS_URL names the CMS under test');
    token = await roleUserToken('zm-redaktion');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const id of plans)
      await adminFetch(token, `/publisher/actions/${id}`, { method: 'DELETE' });
    for (const documentId of created)
      await adminFetch(token, `/content-manager/collection-types/${EXHIBITION}/${documentId}`, {
        method: 'DELETE',
      });
    await browser?.close();
  });

  it('fills the slug, reads a typed date, offers images only, plans at 09:00 and lists it', async () => {
    const page = await signedIn();
    const suffix = randomUUID().slice(0, 6);
    const title = `Tiefsee & Technik ${suffix}`;
    await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${EXHIBITION}/create`);
    await page.waitForURL(/plugins\[i18n\]\[locale\]=de/);

    // The slug follows the title as it is typed, in Strapi's form of it.
    const titleField = page.getByRole('textbox', { name: /^Titel/ });
    await titleField.pressSequentially(title);
    const slugField = page.getByLabel('URL-Kürzel');
    await expect.poll(() => slugField.inputValue()).toBe(`tiefsee-and-technik-${suffix}`);

    // A German date typed into a date field.
    const start = page.getByRole('combobox', { name: 'Beginn' });
    await start.fill('24.12.2026');
    await start.press('Enter');
    await expect.poll(() => start.inputValue()).toBe('24.12.2026');

    await page.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Sonderausstellung' }).click();

    // The picker of the main image lists images, although the library holds other files.
    const root = 'pageSize=100&filters[$and][0][folder][id][$null]=true';
    const everything = (await (await adminFetch(token, `/upload/files?${root}`)).json()) as {
      results: Asset[];
    };
    expect(everything.results.some((asset) => !asset.mime.startsWith('image/'))).toBe(true);
    const listed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/upload/files') &&
        response.request().method() === 'GET',
    );
    await page
      .getByRole('button', { name: /hinzuzufügen/ })
      .first()
      .click();
    const shown = (await (await listed).json()) as { results: Asset[] };
    expect(shown.results.length).toBeGreaterThan(0);
    expect(shown.results.filter((asset) => !asset.mime.startsWith('image/'))).toEqual([]);
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(new RegExp(`${EXHIBITION}/(?!create)(\\w+)`));
    const documentId = new URL(page.url()).pathname.split('/').pop() ?? '';
    created.push(documentId);
    const saved = await entry(documentId);
    expect(saved.startDate).toBe('2026-12-24');
    expect(saved.slug).toBe(`tiefsee-and-technik-${suffix}`);

    // Planning: the time starts at 09:00; a day in the past is refused with a message.
    await page.getByRole('button', { name: 'Veröffentlichung planen', exact: true }).click();
    const time = page.getByRole('combobox', { name: 'Uhrzeit' });
    expect(await time.inputValue()).toBe('09:00');
    const day = page.getByRole('combobox', { name: 'Datum' });
    await day.fill('01.01.2020');
    await day.press('Enter');
    await page.getByRole('button', { name: 'Veröffentlichung planen', exact: true }).click();
    await page
      .getByText(
        'Dieser Zeitpunkt liegt in der Vergangenheit. Bitte wählen Sie einen Zeitpunkt in der Zukunft.',
      )
      .waitFor();

    const year = new Date().getFullYear() + 1;
    await day.fill(`24.12.${year}`);
    await day.press('Enter');
    await page.getByRole('button', { name: 'Veröffentlichung planen', exact: true }).click();
    await page.getByText(`Geplant: 24.12.${year}, 09:00 Uhr`).waitFor();
    const planned = (await (
      await adminFetch(
        token,
        `/publisher/actions?filters[entityId]=${documentId}&filters[entitySlug]=${EXHIBITION}`,
      )
    ).json()) as { data: { documentId: string; executeAt: string }[] };
    plans.push(...planned.data.map((plan) => plan.documentId));
    expect(planned.data.map((plan) => plan.executeAt)).toEqual([`${year}-12-24T08:00:00.000Z`]);

    // The CMS itself refuses a time that has passed, with the message.
    const refused = await adminFetch(token, '/publisher/actions', {
      method: 'POST',
      body: JSON.stringify({
        data: {
          mode: 'publish',
          entityId: documentId,
          entitySlug: EXHIBITION,
          locale: 'de',
          executeAt: new Date(Date.now() - 60_000).toISOString(),
        },
      }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /Vergangenheit/,
    );

    // The list shows the planned time, and no header twice.
    await page.goto(`${cmsUrl}${LIST}&_q=${suffix}`);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(`24.12.${year}, 09:00`);
    // Strapi's header cells are gridcells of the table's head.
    const headers = (await page.locator('thead th').allTextContents())
      .map((text) => text.trim().toUpperCase())
      .filter(Boolean);
    expect(headers).toContain('GEPLANT');
    expect(headers.length).toBe(new Set(headers).size);
    await page.context().close();
  });
});
