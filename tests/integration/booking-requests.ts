// A booking request stored as the site stores it (the integration tests of the CMS's side).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { get, withToken } from './cms-client';

export interface StoredRequest {
  documentId: string;
  createdAt: string;
  lastName: string;
  bookingStatus: string;
  internalNote: string | null;
  statusChangedBy: string | null;
  statusChangedAt: string | null;
}

/** A request as the site stores it, through the site's API token. */
export async function storeRequest(lastName: string, extra: Record<string, unknown> = {}) {
  const response = await get(
    '/api/booking-requests',
    withToken({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          offerTitle: 'Workflow-Testführung',
          language: 'Deutsch',
          date: '2031-05-06',
          time: '10:30',
          participants: 12,
          firstName: 'Erika',
          lastName,
          email: 'erika@example.org',
          consent: true,
          bookingStatus: 'new',
          submissionId: randomUUID(),
          ...extra,
        },
      }),
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: StoredRequest }).data;
}
