import { afterAll, describe, expect, it } from 'vitest';
import { adminFetch, roleUserToken, superAdminToken } from './admin-users';
import { getJson, token } from './cms-client';

// Planned publishing (strapi-plugin-publisher) is for those who may publish the entry's type:
// the editors, not the booking office; its public API routes are gone (decision 0024).
const EXHIBITION = 'api::exhibition.exhibition';
const plan = (entityId: string) =>
  JSON.stringify({
    data: {
      mode: 'publish',
      entityId,
      entitySlug: EXHIBITION,
      locale: 'de',
      executeAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    },
  });

/** A seeded exhibition: a plan to publish needs a draft of a real entry. */
async function someExhibition(): Promise<string> {
  const { data } = await getJson<{ data: Array<{ documentId: string }> }>(
    '/api/exhibitions?pagination[pageSize]=1&fields[0]=title',
  );
  if (!data[0]) throw new Error('no exhibition in the seeded CMS');
  return data[0].documentId;
}

describe('planning a publish', () => {
  const planned: string[] = [];

  afterAll(async () => {
    const admin = await superAdminToken();
    for (const id of planned)
      await adminFetch(admin, `/publisher/actions/${id}`, { method: 'DELETE' });
  });

  it('is open to the role Redaktion', async () => {
    const editor = await roleUserToken('zm-redaktion');
    const created = await adminFetch(editor, '/publisher/actions', {
      method: 'POST',
      body: plan(await someExhibition()),
    });
    expect(created.status).toBe(201);
    planned.push(((await created.json()) as { data: { documentId: string } }).data.documentId);
    expect((await adminFetch(editor, '/publisher/actions')).status).toBe(200);
  });

  it('is refused to the booking office, also changing or cancelling a plan', async () => {
    const office = await roleUserToken('zm-buchung');
    const refused = await adminFetch(office, '/publisher/actions', {
      method: 'POST',
      body: plan(await someExhibition()),
    });
    expect(refused.status).toBe(403);
    expect((await adminFetch(office, '/publisher/actions')).status).toBe(403);
    // A plan of the editors' (made here, so this test stands alone).
    const made = await adminFetch(await superAdminToken(), '/publisher/actions', {
      method: 'POST',
      body: plan(await someExhibition()),
    });
    expect(made.status).toBe(201);
    const existing = ((await made.json()) as { data: { documentId: string } }).data.documentId;
    planned.push(existing);
    const cancel = await adminFetch(office, `/publisher/actions/${existing}`, { method: 'DELETE' });
    expect(cancel.status).toBe(403);
  });

  it('has no public API', async () => {
    for (const headers of [{}, { Authorization: `Bearer ${token}` }]) {
      const answer = await adminFetch(null, '/api/publisher/actions', { headers });
      expect(answer.status).toBe(404);
    }
  });
});
