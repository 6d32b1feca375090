import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { get, getJson, withToken } from './cms-client';

const request = (submissionId: string) => ({
  data: {
    offerTitle: 'Integration test tour',
    locale: 'de',
    language: 'de',
    date: '2031-05-06',
    hour: 10,
    minute: 30,
    participants: 12,
    salutation: 'Frau',
    firstName: 'Erika',
    lastName: 'Beispiel',
    email: 'erika@example.org',
    consent: true,
    submissionId,
  },
});

const post = (init: RequestInit, body: unknown) =>
  get('/api/booking-requests', {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    body: JSON.stringify(body),
  });

describe('booking requests', () => {
  it('are not readable by the public', async () => {
    expect((await get('/api/booking-requests')).status).toBe(403);
  });

  it('cannot be created by the public', async () => {
    expect((await post({}, request(randomUUID()))).status).toBe(403);
  });

  it('are refused with a wrong token', async () => {
    const response = await post(
      { headers: { Authorization: 'Bearer not-the-token' } },
      request(randomUUID()),
    );
    expect(response.status).toBe(401);
  });

  it('can be created and read back with the server token, with booking status new', async () => {
    const submissionId = randomUUID();
    const response = await post(withToken(), request(submissionId));
    expect(response.status).toBe(201);
    const found = await getJson(
      `/api/booking-requests?filters[submissionId][$eq]=${submissionId}`,
      withToken(),
    );
    expect(found.data).toHaveLength(1);
    expect(found.data[0].bookingStatus).toBe('new');
    expect(found.data[0].lastName).toBe('Beispiel');
  });

  it('keep the delivery claim, which the server token reads through the lookup the site does', async () => {
    const submissionId = randomUUID();
    const claim = randomUUID();
    const body = request(submissionId);
    const response = await post(withToken(), { data: { ...body.data, deliveryClaim: claim } });
    expect(response.status).toBe(201);
    const lookup = `/api/booking-requests?filters[submissionId][$eq]=${submissionId}&fields[0]=submissionId&fields[1]=deliveryClaim`;
    const found = await getJson(lookup, withToken());
    expect(found.data).toEqual([expect.objectContaining({ submissionId, deliveryClaim: claim })]);
    // Nobody without the token reads it (the public may not even list the requests).
    expect((await get(lookup)).status).toBe(403);
  });

  it('answer a second create with the same claim with the stored entry, refuse another claim', async () => {
    const submissionId = randomUUID();
    const claim = randomUUID();
    const body = (deliveryClaim?: string) => ({
      data: { ...request(submissionId).data, deliveryClaim },
    });
    const first = await post(withToken(), body(claim));
    expect(first.status).toBe(201);
    const again = await post(withToken(), body(claim));
    expect(again.status).toBe(201);
    const [created, repeated] = [await first.json(), await again.json()];
    expect(repeated.data.documentId).toBe(created.data.documentId);
    expect((await post(withToken(), body(randomUUID()))).status).toBe(400);
    expect((await post(withToken(), body())).status).toBe(400);
    const found = await getJson(
      `/api/booking-requests?filters[submissionId][$eq]=${submissionId}`,
      withToken(),
    );
    expect(found.data).toHaveLength(1);
  });

  it('are stored once when the same submission is created many times at once', async () => {
    const submissionId = randomUUID();
    const claims = Array.from({ length: 6 }, () => randomUUID());
    const answers = await Promise.all(
      claims.map((deliveryClaim) =>
        post(withToken(), { data: { ...request(submissionId).data, deliveryClaim } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    const found = await getJson(
      `/api/booking-requests?filters[submissionId][$eq]=${submissionId}`,
      withToken(),
    );
    expect(found.data).toHaveLength(1);
  });
});
