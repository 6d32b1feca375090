import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFetch, roleUserToken, superAdminToken } from './admin-users';
import { get, withToken } from './cms-client';

const TYPE = 'api::barrier-report.barrier-report';
const entryPath = (documentId: string) => `/content-manager/collection-types/${TYPE}/${documentId}`;

interface StoredReport {
  documentId: string;
  description: string;
  reportStatus: string;
  internalNote: string | null;
}

/** A report as the site stores it, through the site's API token (create only). */
async function storeReport(extra: Record<string, unknown> = {}): Promise<string> {
  const response = await get(
    '/api/barrier-reports',
    withToken({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          description: 'Der Kontrast der Fußzeile ist zu schwach.',
          pageUrl: '/besuch',
          consent: true,
          reportStatus: 'new',
          submissionId: randomUUID(),
          ...extra,
        },
      }),
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}

async function stored(accessToken: string, documentId: string): Promise<StoredReport> {
  const response = await adminFetch(accessToken, entryPath(documentId));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StoredReport }).data;
}

describe('barrier reports in the admin', () => {
  let admin: string;
  let editorial: string;
  let booking: string;

  beforeAll(async () => {
    admin = await superAdminToken();
    editorial = await roleUserToken('zm-redaktion', 'Rolf');
    booking = await roleUserToken('zm-buchung', 'Bea');
  });

  it("takes a visitor's report as new, without a note, whatever the site's body says", async () => {
    const documentId = await storeReport({ reportStatus: 'done', internalNote: 'von außen' });
    expect(await stored(admin, documentId)).toMatchObject({
      reportStatus: 'new',
      internalNote: null,
    });
  });

  it('lets the role Redaktion read reports and change only status and note', async () => {
    const documentId = await storeReport();
    const list = await adminFetch(editorial, `/content-manager/collection-types/${TYPE}`);
    expect(list.status).toBe(200);
    const response = await adminFetch(editorial, entryPath(documentId), {
      method: 'PUT',
      body: JSON.stringify({
        reportStatus: 'in_progress',
        internalNote: 'Kontrast wird angepasst',
        description: 'Überschrieben',
      }),
    });
    expect(response.status).toBe(200);
    expect(await stored(admin, documentId)).toMatchObject({
      reportStatus: 'in_progress',
      internalNote: 'Kontrast wird angepasst',
      description: 'Der Kontrast der Fußzeile ist zu schwach.',
    });
  });

  it('keeps the role Buchung away from reports', async () => {
    const documentId = await storeReport();
    expect((await adminFetch(booking, `/content-manager/collection-types/${TYPE}`)).status).toBe(
      403,
    );
    expect((await adminFetch(booking, entryPath(documentId))).status).toBe(403);
  });
});
