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
});
