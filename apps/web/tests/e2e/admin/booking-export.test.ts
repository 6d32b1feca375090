import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  adminFetch,
  roleUserName,
  roleUserToken,
} from '../../../../../tests/integration/admin-users';
import { launchBrowser } from '../support/browser';
import { signedInAdmin } from '../support/cms-admin';

// The booking office's export button in the CMS admin (apps/cms/src/admin/booking-export.tsx).
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '');
const TYPE = 'api::booking-request.booking-request';
const declined = `Abgesagt-${randomUUID().slice(0, 8)}`;
const open = `Offen-${randomUUID().slice(0, 8)}`;

/** A request as the site stores it; returns its documentId. */
async function storeRequest(
  lastName: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await fetch(`${cmsUrl}/api/booking-requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${process.env.CMS_API_TOKEN}`,
    },
    body: JSON.stringify({
      data: {
        offerTitle: 'Export-Test',
        lastName,
        email: 'e@example.org',
        consent: true,
        ...extra,
      },
    }),
  });
  if (response.status !== 201) throw new Error(`booking request: ${response.status}`);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}

describe('CSV export in the CMS admin', () => {
  let browser: Browser;
  let booking: string;
  let openId: string;

  beforeAll(async () => {
    if (!cmsUrl) throw new Error('CMS_URL names the CMS under test');
    booking = await roleUserToken('zm-buchung'); // creates the user on a fresh CMS
    openId = await storeRequest(open);
    const answer = await adminFetch(
      booking,
      `/content-manager/collection-types/${TYPE}/${await storeRequest(declined)}`,
      {
        method: 'PUT',
        body: JSON.stringify({ bookingStatus: 'declined' }),
      },
    );
    if (!answer.ok) throw new Error(`declining: ${answer.status}`);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('downloads the booking requests of the list with its status filter', async () => {
    // Signed in as the booking office (the token in localStorage, as the admin keeps it): the
    // login form, asked again and again, answers 429 (Strapi's limit per address and account).
    const page = await signedInAdmin(browser, booking);

    const filter = 'filters[$and][0][bookingStatus][$eq]=declined';
    await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${TYPE}?${filter}`);
    const button = page.getByRole('button', { name: 'Als CSV exportieren' });
    await button.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^buchungsanfragen-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Eingegangen;Status;/);
    expect(csv).toContain(declined);
    expect(csv).not.toContain(open);
    for (const line of lines.slice(1)) expect(line.split(';')[1]).toBe('Abgelehnt');

    // The office takes the open request in hand in its form; the CMS records who and when.
    await page.goto(`${cmsUrl}/admin/content-manager/collection-types/${TYPE}/${openId}`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'In Bearbeitung' }).click();
    await page.getByLabel('Interne Notiz').fill('Rückruf am Montag wegen der Uhrzeit');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Gespeichert').first().waitFor();
    const exported = await adminFetch(booking, '/booking-requests/export.csv?status=in_progress');
    const row = (await exported.text()).split('\r\n').find((line) => line.includes(open)) ?? '';
    expect(row.split(';')[1]).toBe('In Bearbeitung');
    expect(row).toContain('Rückruf am Montag wegen der Uhrzeit');
    expect(row).toContain(roleUserName('zm-buchung'));

    await page.context().close();
  });

  it('exports exactly the rows of a filtered, sorted list, in its order; none when it is empty', async () => {
    // Three groups of one school, on three days; the list asks for the later two, by date.
    const school = `Schule-${randomUUID().slice(0, 8)}`;
    for (const [group, date] of [
      ['Maerz', '2031-03-01'],
      ['Januar', '2031-01-15'],
      ['Februar', '2031-02-10'],
    ] as const) {
      await storeRequest(`Export-${group}`, { company: `${school} ${group}`, date });
    }
    // Signed in as the booking office (the token in localStorage, as the admin keeps it): the
    // login form, asked again and again, answers 429 (Strapi's limit per address and account).
    const page = await signedInAdmin(browser, booking);

    const list = `${cmsUrl}/admin/content-manager/collection-types/${TYPE}`;
    const filtered =
      `filters[$and][0][company][$containsi]=${school}` +
      '&filters[$and][1][date][$gte]=2031-02-01&sort=date:ASC&page=1&pageSize=10';
    const groupsIn = (text: string) =>
      [...text.matchAll(new RegExp(`${school} (\\w+)`, 'g'))].map((match) => match[1]);
    async function listAndExport(query: string) {
      await page.goto(`${list}?${query}`);
      const button = page.getByRole('button', { name: 'Als CSV exportieren' });
      await button.waitFor({ timeout: 30_000 });
      // Rows, or the admin's empty state (no table at all).
      await page
        .locator('tbody tr')
        .or(page.getByText('Kein Inhalt gefunden'))
        .first()
        .waitFor({ timeout: 30_000 });
      const rows = await page.locator('tbody tr').allTextContents();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const csv = readFileSync((await download.path())!, 'utf8');
      return { rows: groupsIn(rows.join('\n')), lines: csv.slice(1).split('\r\n').filter(Boolean) };
    }

    const shown = await listAndExport(filtered);
    expect(shown.rows).toEqual(['Februar', 'Maerz']);
    expect(groupsIn(shown.lines.slice(1).join('\n'))).toEqual(shown.rows);
    expect(shown.lines).toHaveLength(3);

    // The same list with the newest date first: the file follows the list's order.
    const reversed = await listAndExport(filtered.replace('sort=date:ASC', 'sort=date:DESC'));
    expect(reversed.rows).toEqual(['Maerz', 'Februar']);
    expect(groupsIn(reversed.lines.slice(1).join('\n'))).toEqual(reversed.rows);

    // A filter no request matches: an empty list gives a file with the header only.
    const empty = await listAndExport(`${filtered}&filters[$and][2][participants][$gt]=1000`);
    expect(empty.rows).toEqual([]);
    expect(empty.lines).toHaveLength(1);
    expect(empty.lines[0]).toMatch(/^Eingegangen;Status;/);

    await page.context().close();
  });
});
