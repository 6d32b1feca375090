import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminFetch, superAdminToken } from './admin-users';
import { get, withToken } from './cms-client';

const report = (submissionId: string, extra: Record<string, unknown> = {}) => ({
  data: {
    description: 'Das Video auf der Startseite hat keine Untertitel.',
    pageUrl: '/ausstellungen',
    assistiveTechnology: 'Screenreader',
    pageLocale: 'de',
    consent: true,
    submissionId,
    ...extra,
  },
});

const post = (init: RequestInit, body: unknown) =>
  get('/api/barrier-reports', {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    body: JSON.stringify(body),
  });

describe('barrier reports', () => {
  it('are not readable by the public', async () => {
    // The content API has no read route for reports at all (routes: create only).
    expect((await get('/api/barrier-reports')).status).toBe(404);
    expect((await get('/api/barrier-reports/any-document-id')).status).toBe(404);
  });

  it('cannot be created by the public', async () => {
    expect((await post({}, report(randomUUID()))).status).toBe(403);
  });

  it('are refused with a wrong token', async () => {
    const response = await post(
      { headers: { Authorization: 'Bearer not-the-token' } },
      report(randomUUID()),
    );
    expect(response.status).toBe(401);
  });

  it('can be created with the server token, which cannot read them back', async () => {
    const response = await post(withToken(), report(randomUUID()));
    expect(response.status).toBe(201);
    const created = (await response.json()) as { data: { documentId: string } };
    // The site only writes reports: neither the list nor one report answers to its token.
    expect((await get('/api/barrier-reports', withToken())).status).toBe(404);
    expect((await get(`/api/barrier-reports/${created.data.documentId}`, withToken())).status).toBe(
      404,
    );
  });

  it('are stored once per submission id: a second create is refused as not unique', async () => {
    const submissionId = randomUUID();
    expect((await post(withToken(), report(submissionId))).status).toBe(201);
    const again = await post(withToken(), report(submissionId));
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toMatch(/unique/i);
  });

  it('answer a create with the stored delivery claim with that report, refuse another claim', async () => {
    const submissionId = randomUUID();
    const claim = randomUUID();
    const first = await post(withToken(), report(submissionId, { deliveryClaim: claim }));
    expect(first.status).toBe(201);
    // The site's attempt again (its answer was lost): its own report, not a second one.
    const again = await post(withToken(), report(submissionId, { deliveryClaim: claim }));
    expect(again.status).toBe(201);
    const [created, repeated] = [await first.json(), await again.json()];
    expect(repeated.data.documentId).toBe(created.data.documentId);
    const other = await post(withToken(), report(submissionId, { deliveryClaim: randomUUID() }));
    expect(other.status).toBe(400);
    expect(JSON.stringify(await other.json())).toMatch(/unique/i);
    // Still nothing to read for the token or the public, the claim included.
    const lookup = `/api/barrier-reports?filters[submissionId][$eq]=${submissionId}&fields[0]=deliveryClaim`;
    expect((await get(lookup, withToken())).status).toBe(404);
    expect((await get(lookup)).status).toBe(404);
  });

  it('are stored once when the same submission is created many times at once', async () => {
    const submissionId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(withToken(), report(submissionId, { deliveryClaim: randomUUID() })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    // Counted as an editor does: the site's token reads no reports.
    const query = new URLSearchParams({ 'filters[$and][0][submissionId][$eq]': submissionId });
    const stored = await adminFetch(
      await superAdminToken(),
      `/content-manager/collection-types/api::barrier-report.barrier-report?${query}`,
    );
    expect(((await stored.json()) as { results: unknown[] }).results).toHaveLength(1);
  });

  it('refuse an email address that is not one mailbox', async () => {
    const response = await post(
      withToken(),
      report(randomUUID(), { email: 'a@example.org,b@example.org' }),
    );
    expect(response.status).toBe(400);
  });
});
