import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../apps/cms/src/retention/period';
import { adminFetch, roleUserName, roleUserToken, superAdminToken } from './admin-users';
import { get, getJson, withToken } from './cms-client';

const TYPE = 'api::barrier-report.barrier-report';
const entryPath = (documentId: string) => `/content-manager/collection-types/${TYPE}/${documentId}`;

interface StoredReport {
  documentId: string;
  description: string;
  reportStatus: string;
  internalNote: string | null;
}

interface CreatedReport {
  documentId: string;
  createdAt: string;
}

/** A report as the site stores it, through the site's API token (create only). */
async function storeReport(extra: Record<string, unknown> = {}): Promise<CreatedReport> {
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
  return ((await response.json()) as { data: CreatedReport }).data;
}

async function stored(accessToken: string, documentId: string): Promise<StoredReport | null> {
  const response = await adminFetch(accessToken, entryPath(documentId));
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StoredReport }).data;
}

describe('barrier reports in the admin', () => {
  let admin: string;
  let editorial: string;
  let booking: string;

  beforeAll(async () => {
    admin = await superAdminToken();
    editorial = await roleUserToken('zm-redaktion');
    booking = await roleUserToken('zm-buchung');
  });

  it("takes a visitor's report as new, without a note, whatever the site's body says", async () => {
    const { documentId } = await storeReport({ reportStatus: 'done', internalNote: 'von außen' });
    expect(await stored(admin, documentId)).toMatchObject({
      reportStatus: 'new',
      internalNote: null,
    });
  });

  it('lets the role Redaktion read reports and change only status and note', async () => {
    const { documentId } = await storeReport();
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

  it('answers a report with an address once it is done, and a report without none', async () => {
    const withAddress = await storeReport({ email: 'melderin@example.org', pageLocale: 'de' });
    const without = await storeReport();
    const done = (documentId: string) =>
      adminFetch(editorial, entryPath(documentId), {
        method: 'PUT',
        body: JSON.stringify({ reportStatus: 'done' }),
      });
    const history = async (documentId: string) =>
      (
        (await (await adminFetch(editorial, `/replies/barrier-report/${documentId}`)).json()) as {
          data: Record<string, unknown>[];
        }
      ).data;
    expect((await done(withAddress.documentId)).status).toBe(200);
    expect((await done(without.documentId)).status).toBe(200);
    await expect
      .poll(() => history(withAddress.documentId))
      .toEqual([
        expect.objectContaining({
          template: 'reportAnswered',
          locale: 'de',
          requestedBy: roleUserName('zm-redaktion'),
          state: 'sent',
          subject: expect.stringMatching(
            /^Ihre Meldung zur Barrierefreiheit \(ZM-BF-[0-9A-F]{8}\)$/,
          ),
        }),
      ]);
    expect(await history(without.documentId)).toEqual([]);
    expect(
      (await adminFetch(booking, `/replies/barrier-report/${withAddress.documentId}`)).status,
    ).toBe(403);
  });

  it('keeps the role Buchung away from reports', async () => {
    const { documentId } = await storeReport();
    expect((await adminFetch(booking, `/content-manager/collection-types/${TYPE}`)).status).toBe(
      403,
    );
    expect((await adminFetch(booking, entryPath(documentId))).status).toBe(403);
  });
});

describe('retention of barrier reports', () => {
  const run = (accessToken: string, now?: Date) =>
    adminFetch(accessToken, '/barrier-reports/retention/run', {
      method: 'POST',
      body: JSON.stringify(now ? { now: now.toISOString() } : {}),
    });

  it('removes a report older than the retention period and keeps a younger one', async () => {
    const admin = await superAdminToken();
    const today = await run(admin);
    expect(today.status).toBe(200);
    const { months } = ((await today.json()) as { data: { months: number } }).data;

    const old = await storeReport({ description: 'Alt', email: 'alt@example.org' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const young = await storeReport({ description: 'Jung' });
    // The test clock stands between the two: `old` is just past its period, `young` not yet.
    const between = new Date((Date.parse(old.createdAt) + Date.parse(young.createdAt)) / 2);
    const response = await run(admin, addMonthsUtc(between, months));
    expect(response.status).toBe(200);
    const { removed } = ((await response.json()) as { data: { removed: number } }).data;
    expect(removed).toBeGreaterThanOrEqual(1);

    expect(await stored(admin, old.documentId)).toBeNull();
    expect((await stored(admin, young.documentId))?.description).toBe('Jung');
  });

  it('is stated with its period in the seeded privacy policy, in both languages', async () => {
    const today = await run(await superAdminToken());
    const { months } = ((await today.json()) as { data: { months: number } }).data;
    const wanted = {
      de: [
        'Barrieremeldungen',
        'Art. 6 Abs. 1 lit. a DSGVO',
        `${months} Monate nach ihrem Eingang`,
      ],
      en: ['Barrier reports', 'Art. 6(1)(a) GDPR', `${months} months after we received it`],
    };
    for (const [slug, locale] of [
      ['datenschutz', 'de'],
      ['privacy-policy', 'en'],
    ] as const) {
      const body = await getJson(
        `/api/pages?locale=${locale}&filters[slug][$eq]=${slug}&populate[blocks]=true`,
      );
      const text = JSON.stringify(body.data[0].blocks);
      for (const words of wanted[locale]) expect(text, words).toContain(words);
    }
  });

  it('may be started only by roles that may delete barrier reports', async () => {
    expect((await run(await roleUserToken('zm-redaktion'))).status).toBe(403);
    expect((await run(await roleUserToken('zm-buchung'))).status).toBe(403);
  });
});
