import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../apps/cms/src/retention/period';
import { adminFetch, roleUserName, roleUserToken, superAdminToken } from './admin-users';
import { storeRequest, type StoredRequest } from './booking-requests';
import { get, withToken } from './cms-client';

const TYPE = 'api::booking-request.booking-request';
const entryPath = (documentId: string) => `/content-manager/collection-types/${TYPE}/${documentId}`;

async function update(accessToken: string, documentId: string, data: Record<string, unknown>) {
  return adminFetch(accessToken, entryPath(documentId), {
    method: 'PUT',
    body: JSON.stringify(data),
  });
}

async function stored(accessToken: string, documentId: string): Promise<StoredRequest | null> {
  const response = await adminFetch(accessToken, entryPath(documentId));
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StoredRequest }).data;
}

const exportCsv = (accessToken: string | null, query = '') =>
  adminFetch(accessToken, `/booking-requests/export.csv${query}`);

describe('booking workflow in the admin', () => {
  let admin: string;
  let booking: string;
  let editorial: string;

  beforeAll(async () => {
    admin = await superAdminToken();
    booking = await roleUserToken('zm-buchung');
    editorial = await roleUserToken('zm-redaktion');
  });

  it('stamps who changed status and note and when, whatever the request body says', async () => {
    const request = await storeRequest('Stempel');
    expect(request.bookingStatus).toBe('new');
    expect(request.statusChangedBy).toBeNull();

    const before = Date.now();
    const response = await update(admin, request.documentId, {
      bookingStatus: 'in_progress',
      internalNote: 'Rückruf am Montag',
      statusChangedBy: 'Jemand anderes',
      statusChangedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.status).toBe(200);

    const after = await stored(admin, request.documentId);
    expect(after).toMatchObject({
      bookingStatus: 'in_progress',
      internalNote: 'Rückruf am Montag',
      statusChangedBy: 'Test Redaktion',
    });
    expect(Date.parse(after!.statusChangedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("takes a visitor's request as new, without a note, whatever the site's body says", async () => {
    const request = await storeRequest('Vorweg', {
      bookingStatus: 'confirmed',
      internalNote: 'von außen',
    });
    const saved = await stored(admin, request.documentId);
    expect(saved?.bookingStatus).toBe('new');
    expect(saved?.internalNote).toBeNull();
  });

  it("keeps the visitor's data as it came, also for the super admin, and the stamp with it", async () => {
    const request = await storeRequest('Unverändert');
    const refused = await update(admin, request.documentId, { lastName: 'Unverändert-Neu' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { message: string } };
    expect(body.error.message).toContain('tragen Sie Korrekturen bitte in die interne Notiz ein');
    // What the edit view sends back unchanged passes with the note.
    const unchanged = await update(admin, request.documentId, {
      lastName: 'Unverändert',
      internalNote: 'Name laut Telefonat: Unverändert-Neu',
    });
    expect(unchanged.status).toBe(200);
    const after = await stored(admin, request.documentId);
    expect(after?.lastName).toBe('Unverändert');
    expect(after?.statusChangedBy).toBe('Test Redaktion');
  });

  it('refuses a step outside the workflow with a German message', async () => {
    const request = await storeRequest('Rückschritt');
    expect((await update(admin, request.documentId, { bookingStatus: 'confirmed' })).status).toBe(
      200,
    );

    const refused = await update(admin, request.documentId, { bookingStatus: 'new' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { name: string; message: string } };
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.message).toContain('Der Status kann nicht von „Bestätigt“ zu „Neu“ wechseln');
    expect((await stored(admin, request.documentId))?.bookingStatus).toBe('confirmed');
  });

  it('lets the role Buchung read and handle requests, but change only status and note', async () => {
    const request = await storeRequest('Buchungsbüro');
    const list = await adminFetch(booking, `/content-manager/collection-types/${TYPE}`);
    expect(list.status).toBe(200);

    const response = await update(booking, request.documentId, {
      bookingStatus: 'declined',
      internalNote: 'Termin ausgebucht',
      lastName: 'Überschrieben',
    });
    expect(response.status).toBe(200);
    expect(await stored(admin, request.documentId)).toMatchObject({
      bookingStatus: 'declined',
      internalNote: 'Termin ausgebucht',
      lastName: 'Buchungsbüro',
      statusChangedBy: roleUserName('zm-buchung'),
    });
  });

  it('mails the visitor once in their language on confirming, with a history staff can read', async () => {
    const request = await storeRequest('Antwort', {
      pageLocale: 'en',
      email: 'visitor@example.org',
    });
    const history = async (accessToken: string) =>
      adminFetch(accessToken, `/replies/booking-request/${request.documentId}`);
    expect(((await (await history(booking)).json()) as { data: unknown[] }).data).toEqual([]);

    expect((await update(booking, request.documentId, { bookingStatus: 'confirmed' })).status).toBe(
      200,
    );
    await expect
      .poll(
        async () => ((await (await history(booking)).json()) as { data: { state: string }[] }).data,
      )
      .toEqual([expect.objectContaining({ state: 'sent' })]);
    // Saving again, and cancelling later, sends nothing more.
    expect(
      (await update(booking, request.documentId, { bookingStatus: 'confirmed', internalNote: 'x' }))
        .status,
    ).toBe(200);
    expect((await update(booking, request.documentId, { bookingStatus: 'cancelled' })).status).toBe(
      200,
    );
    const lines = ((await (await history(booking)).json()) as { data: Record<string, unknown>[] })
      .data;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      template: 'bookingConfirmed',
      templateLabel: 'Bestätigung',
      locale: 'en',
      requestedBy: roleUserName('zm-buchung'),
      state: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(lines[0]!.subject).toMatch(/^Your guided tour is confirmed \(ZM-[0-9A-F]{8}\)$/);
    expect(Date.parse(lines[0]!.sentAt as string)).toBeGreaterThanOrEqual(
      Date.parse(lines[0]!.requestedAt as string),
    );
    // Only who may read booking requests reads their history.
    expect((await history(editorial)).status).toBe(403);
    expect((await adminFetch(null, `/replies/booking-request/${request.documentId}`)).status).toBe(
      401,
    );
  });

  it('records a reply that cannot go out for want of an address', async () => {
    const request = await storeRequest('Ohne Adresse', { email: null });
    expect((await update(booking, request.documentId, { bookingStatus: 'declined' })).status).toBe(
      200,
    );
    const response = await adminFetch(booking, `/replies/booking-request/${request.documentId}`);
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        template: 'bookingDeclined',
        state: 'failed',
        lastError: 'Keine gültige E-Mail-Adresse',
      }),
    ]);
  });

  it('keeps the role Buchung away from editorial content', async () => {
    const exhibitions = await adminFetch(
      booking,
      '/content-manager/collection-types/api::exhibition.exhibition',
    );
    expect(exhibitions.status).toBe(403);
  });

  it('keeps the role Redaktion away from booking requests and lets it read exhibitions', async () => {
    const requests = await adminFetch(editorial, `/content-manager/collection-types/${TYPE}`);
    expect(requests.status).toBe(403);
    const exhibitions = await adminFetch(
      editorial,
      '/content-manager/collection-types/api::exhibition.exhibition?locale=en',
    );
    expect(exhibitions.status).toBe(200);
  });

  it('keeps the role Redaktion out of users, API tokens and webhooks, but lets it use media', async () => {
    for (const path of ['/admin/users', '/admin/api-tokens', '/admin/webhooks', '/admin/roles']) {
      expect((await adminFetch(editorial, path)).status, path).toBe(403);
    }
    expect((await adminFetch(editorial, '/upload/files')).status).toBe(200);
  });
});

describe('CSV export of booking requests', () => {
  let admin: string;

  beforeAll(async () => {
    admin = await superAdminToken();
  });

  it('gives a German Excel file with the request, filtered by status', async () => {
    const lastName = `Export-${randomUUID().slice(0, 8)}`;
    const request = await storeRequest(lastName, { message: 'Zeile 1\nZeile 2; "zitiert"' });
    await update(admin, request.documentId, { bookingStatus: 'in_progress', internalNote: '=1+1' });

    const response = await exportCsv(admin, '?status=in_progress');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toMatch(/^Eingegangen;Status;Führung;/);
    const line = text.split('\r\n').find((row) => row.includes(lastName));
    expect(line).toContain(';In Bearbeitung;Workflow-Testführung;06.05.2031;10:30;12;');
    expect(text).toContain('"Zeile 1\nZeile 2; ""zitiert"""');
    expect(line).toContain(";'=1+1;Test Redaktion;");

    const confirmedOnly = await (await exportCsv(admin, '?status=confirmed')).text();
    expect(confirmedOnly).not.toContain(lastName);
  });

  it('answers a wrong filter with a German message', async () => {
    const response = await exportCsv(admin, '?from=31.12.2026');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      'JJJJ-MM-TT',
    );
  });

  it('is refused without an admin login', async () => {
    expect((await exportCsv(null)).status).toBe(401);
    const withApiToken = await get('/booking-requests/export.csv', withToken());
    expect(withApiToken.status).toBe(401);
  });

  it('is refused for the role Redaktion and allowed for the role Buchung', async () => {
    expect((await exportCsv(await roleUserToken('zm-redaktion'))).status).toBe(403);
    expect((await exportCsv(await roleUserToken('zm-buchung'))).status).toBe(200);
  });
});

describe('retention of booking requests', () => {
  const run = (accessToken: string, now?: Date) =>
    adminFetch(accessToken, '/booking-requests/retention/run', {
      method: 'POST',
      body: JSON.stringify(now ? { now: now.toISOString() } : {}),
    });

  it('removes a request older than the retention period and keeps a fresh one', async () => {
    const admin = await superAdminToken();
    const today = await run(admin);
    expect(today.status).toBe(200);
    const { months } = ((await today.json()) as { data: { months: number } }).data;

    // Visits on a day already past: the period runs from receipt.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const old = await storeRequest('Alt', { date: yesterday });
    // Received as early, for a visit years later: kept until months after the visit.
    const later = await storeRequest('Später', { date: '2031-05-06' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const fresh = await storeRequest('Frisch', { date: yesterday });
    // The test clock stands between the two: `old` is exactly past its period, `fresh` not yet.
    const between = new Date((Date.parse(old.createdAt) + Date.parse(fresh.createdAt)) / 2);
    const response = await run(admin, addMonthsUtc(between, months));
    expect(response.status).toBe(200);
    const { removed } = ((await response.json()) as { data: { removed: number } }).data;
    expect(removed).toBeGreaterThanOrEqual(1);

    expect(await stored(admin, old.documentId)).toBeNull();
    expect((await stored(admin, later.documentId))?.lastName).toBe('Später');
    expect((await stored(admin, fresh.documentId))?.lastName).toBe('Frisch');
  });

  it('may be started only by roles that may delete booking requests', async () => {
    expect((await run(await roleUserToken('zm-buchung'))).status).toBe(403);
  });
});
