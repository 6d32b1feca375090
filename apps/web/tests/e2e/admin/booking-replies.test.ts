import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleUserName, roleUserToken } from '../../../../../tests/integration/admin-users';
import { bookingReference } from '../../../app/domain/reference.server';
import { parseMail, type ReceivedMail } from '../../integration/support/smtp';
import { launchBrowser } from '../support/browser';
import { signedInAdmin } from '../support/cms-admin';

// The booking office confirms a request in the admin; the visitor's mail, in the language of
// the page they asked from, lands in the outbox the site and the CMS share in the test stack
// (the CMS's own outbox, src/replies, decision 0064).
const cmsUrl = process.env.CMS_URL?.replace(/\/+$/, '');
const TYPE = 'api::booking-request.booking-request';
const outbox = path.join(process.env.TEST_SCRATCH_DIR ?? '', 'site-state', 'mail-outbox');

interface Stored {
  documentId: string;
  submissionId: string;
  lastName: string;
}

/** A request as the site stores it, from the German or the English page. */
async function storeRequest(pageLocale: 'de' | 'en'): Promise<Stored> {
  const submissionId = randomUUID();
  // Linked to a published offer, as the site links it: the admin once showed that offer's
  // "Veröffentlicht" beside the request, which read as the request's state.
  const offers = (await (await fetch(`${cmsUrl}/api/offers?locale=${pageLocale}`)).json()) as {
    data: { documentId: string }[];
  };
  const offer = offers.data[0]?.documentId;
  const lastName = `Antwort-${pageLocale}-${submissionId.slice(0, 8)}`;
  const response = await fetch(`${cmsUrl}/api/booking-requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${process.env.CMS_API_TOKEN}`,
    },
    body: JSON.stringify({
      data: {
        ...(offer ? { offer: { connect: [{ documentId: offer, locale: pageLocale }] } } : {}),
        offerTitle: pageLocale === 'de' ? 'Signale – Führung' : 'Signals – guided tour',
        date: '2031-05-06',
        time: '10:30',
        participants: 18,
        firstName: 'Ada',
        lastName,
        email: `${lastName.toLowerCase()}@example.org`,
        company: 'Grundschule am Park',
        consent: true,
        pageLocale,
        submissionId,
      },
    }),
  });
  if (response.status !== 201) throw new Error(`booking request: ${response.status}`);
  const { documentId } = ((await response.json()) as { data: { documentId: string } }).data;
  return { documentId, submissionId, lastName };
}

/** The reply about `documentId` in the outbox, once it is there. */
function mailAbout(documentId: string): ReceivedMail | null {
  if (!existsSync(outbox)) return null;
  const file = readdirSync(outbox).find(
    (name) => name.includes(documentId) && name.endsWith('.eml'),
  );
  if (!file) return null;
  const raw = readFileSync(path.join(outbox, file), 'utf8').replace(/\r?\n/g, '\r\n');
  return parseMail(raw, []);
}

describe('replies to booking requests from the CMS admin', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!cmsUrl) throw new Error('CMS_URL names the CMS under test');
    if (!process.env.TEST_SCRATCH_DIR) throw new Error('TEST_SCRATCH_DIR names the stack folder');
    const token = await roleUserToken('zm-buchung'); // creates the user on a fresh CMS
    browser = await launchBrowser();
    // Signed in as the booking office, as the admin keeps it (the token in localStorage).
    page = await signedInAdmin(browser, token);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function confirmInTheAdmin(request: Stored) {
    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/${TYPE}/${request.documentId}`,
    );
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.waitFor({ timeout: 30_000 });
    // What the visitor sent is shown, but locked.
    expect(await page.getByLabel('Nachname', { exact: true }).inputValue()).toBe(request.lastName);
    expect(await page.getByLabel('Nachname', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('E-Mail', { exact: true }).isDisabled()).toBe(true);
    await page.getByText('Noch keine Antwort.', { exact: false }).waitFor();
    expect(await page.getByText('Veröffentlicht', { exact: true }).count()).toBe(0);

    await status.click();
    await page.getByRole('option', { name: 'Bestätigt' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Gespeichert', { exact: true }).first().waitFor();
    expect(await page.getByText('Veröffentlicht', { exact: true }).count()).toBe(0);
    // The history says who confirmed, with which template, and when the mail went out.
    await page.getByText(/^Zugestellt am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/).waitFor({
      timeout: 30_000,
    });
    expect(
      await page.getByText(new RegExp(`^Ausgelöst von ${roleUserName('zm-buchung')} am `)).count(),
    ).toBe(1);
  }

  it('mails a German confirmation for a request from the German site', async () => {
    const request = await storeRequest('de');
    await confirmInTheAdmin(request);
    expect(await page.getByText('Bestätigung (Deutsch)', { exact: true }).count()).toBe(1);
    await expect.poll(() => mailAbout(request.documentId)).not.toBeNull();
    const mail = mailAbout(request.documentId)!;
    const reference = bookingReference(request.submissionId);
    expect(mail.headers.to).toBe(`${request.lastName.toLowerCase()}@example.org`);
    expect(mail.subject).toBe(`Ihre Führung ist bestätigt (${reference})`);
    expect(mail.text).toContain('Angebot: Signale – Führung\n');
    expect(mail.text).toContain('Datum: Dienstag, 6. Mai 2031\n');
    expect(mail.text).toContain('Uhrzeit: 10:30 Uhr\n');
    expect(mail.text).toContain(`Kennung: ${reference}\n`);
    expect(mail.text).not.toMatch(/[{}]/);
  });

  it('mails an English confirmation for a request from the English site', async () => {
    const request = await storeRequest('en');
    await confirmInTheAdmin(request);
    expect(await page.getByText('Bestätigung (Englisch)', { exact: true }).count()).toBe(1);
    await expect.poll(() => mailAbout(request.documentId)).not.toBeNull();
    const mail = mailAbout(request.documentId)!;
    const reference = bookingReference(request.submissionId);
    expect(mail.subject).toBe(`Your guided tour is confirmed (${reference})`);
    expect(mail.text).toContain('Tour: Signals – guided tour\n');
    expect(mail.text).toMatch(/Date: Tuesday,? 6 May 2031\n/);
    expect(mail.text).toContain(`Reference: ${reference}\n`);
    expect(mail.text).not.toContain('Guten Tag');
  });
});
