import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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

  it('refuse an email address that is not one mailbox', async () => {
    const response = await post(
      withToken(),
      report(randomUUID(), { email: 'a@example.org,b@example.org' }),
    );
    expect(response.status).toBe(400);
  });
});
