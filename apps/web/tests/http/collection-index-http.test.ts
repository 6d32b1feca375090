import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeAnswer } from '../e2e/support/fake-cms';
import { startSiteOnFakeCms, type SiteOnFakeCms } from '../e2e/support/web-server';

const secret = 'collection-test-secret';

/** The steam engine of the recorded fixtures (app/content/__fixtures__/v5/collection-objects.*). */
const steamEngine = 'obj1steamengine000000001';

/**
 * The collection index's life over HTTP (decision 0068), on the recorded objects (five, one of them withdrawn): filled at
 * start (a withdrawn object left out), an object unpublished and published again through the
 * CMS webhook, the reindex endpoint the command calls.
 */
describe('the collection index', () => {
  let site: SiteOnFakeCms;
  /** Documents the fake CMS no longer publishes (its answer by document id is empty). */
  const unpublished = new Set<string>();

  beforeAll(async () => {
    const objects: FakeAnswer = (query) => {
      const documentId = query.get('filters[documentId][$eq]');
      if (documentId && unpublished.has(documentId))
        return {
          status: 200,
          body: {
            data: [],
            meta: { pagination: { page: 1, pageSize: 1, pageCount: 0, total: 0 } },
          },
        };
      return undefined;
    };
    site = await startSiteOnFakeCms(
      { REVALIDATE_SECRET: secret },
      { 'collection-objects': objects },
    );
  });

  afterAll(() => site?.stop());

  /** The number of objects the collection page says it found, once the index answers. */
  async function shown(path = '/sammlung'): Promise<number> {
    const response = await fetch(`${site.web.url}${path}`);
    if (response.status !== 200) return -1;
    const html = await response.text();
    // The results' heading: "3 Objekte", "1 object", "Keine Objekte", "No objects".
    const count = /<h2[^>]*>(\d+|Keine|No) (Objekt|object)/.exec(html)?.[1];
    return count === undefined ? -1 : /^\d+$/.test(count) ? Number(count) : 0;
  }

  const webhook = (event: string) =>
    fetch(`${site.web.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({
        event,
        model: 'collection-object',
        uid: 'api::collection-object.collection-object',
        entry: { documentId: steamEngine, locale: 'de' },
        affects: ['collection-objects'],
      }),
    });

  it('holds every published object after the start, but not the withdrawn one', async () => {
    await expect.poll(() => shown(), { timeout: 30_000 }).toBe(4);
    const html = await (await fetch(`${site.web.url}/sammlung?q=Plakat`)).text();
    expect(html).not.toContain('zm-p-1931-002');
  });

  it('drops an unpublished object and takes it back when it is published again', async () => {
    await expect.poll(() => shown(), { timeout: 30_000 }).toBe(4);
    unpublished.add(steamEngine);
    expect((await webhook('entry.unpublish')).status).toBe(200);
    await expect.poll(() => shown()).toBe(3);
    expect(await shown('/sammlung?q=Fliehkraftregler')).toBe(0);
    unpublished.delete(steamEngine);
    expect((await webhook('entry.publish')).status).toBe(200);
    await expect.poll(() => shown()).toBe(4);
    expect(await shown('/en/collection?q=governor')).toBe(1);
  });

  it('is read again on request of the reindex command, with the webhook’s secret only', async () => {
    const refused = await fetch(`${site.web.url}/api/collection/reindex`, { method: 'POST' });
    expect(refused.status).toBe(401);
    const answer = await fetch(`${site.web.url}/api/collection/reindex`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ reindexed: true, listed: 4, removed: 0 });
  });
});
