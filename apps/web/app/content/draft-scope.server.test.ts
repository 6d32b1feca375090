/** The content service in an editor's preview: drafts, read past the cache, never kept. */
import { describe, expect, it } from 'vitest';
import { createContentCache } from './cache.server';
import type { CmsReader } from './cms-client.server';
import { createContentService } from './content.server';
import { readsDrafts, withDrafts } from './draft-scope.server';
import { readFixture } from './__fixtures__/files';

function setup(responseFormat: 'v5' | 'v4' = 'v5') {
  const queries: Array<Record<string, unknown>> = [];
  const client: CmsReader = {
    async get(path, query = {}) {
      queries.push(query);
      return readFixture('v5', `${path.replace(/^\/api\//, '')}.de`);
    },
  };
  const service = createContentService({
    config: {
      baseUrl: 'https://cms.example.org',
      token: null,
      mediaBaseUrl: 'https://cms.example.org',
      timeoutMs: 1000,
      breakerFailures: 5,
      breakerCoolDownMs: 10_000,
      responseFormat,
    },
    client,
    cache: createContentCache({ freshMs: 60_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 }),
    drafts: readsDrafts,
  });
  return { service, queries };
}

describe('content in the preview scope', () => {
  it('asks for published content (no status) outside the preview, from the cache', async () => {
    const { service, queries } = setup();
    await service.getList('exhibitions', 'de');
    await service.getList('exhibitions', 'de');
    expect(queries).toHaveLength(1);
    expect(queries[0]).not.toHaveProperty('status');
  });

  it('asks for drafts inside the preview, every time, and keeps none for later visitors', async () => {
    const { service, queries } = setup();
    await withDrafts(() => service.getList('exhibitions', 'de'));
    await withDrafts(() => service.getList('exhibitions', 'de'));
    expect(queries.map((query) => query.status)).toEqual(['draft', 'draft']);
    // A visitor after the preview reads the published version from the CMS, not the draft.
    await service.getList('exhibitions', 'de');
    expect(queries).toHaveLength(3);
    expect(queries[2]).not.toHaveProperty('status');
  });

  it('keeps the scope across awaits and only inside it', async () => {
    const inside = await withDrafts(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return readsDrafts();
    });
    expect(inside).toBe(true);
    expect(readsDrafts()).toBe(false);
  });

  it("names a Strapi 4 draft read by v4's publicationState", async () => {
    const { service, queries } = setup('v4');
    await withDrafts(() => service.getSingle('home', 'de'));
    expect(queries[0]).toMatchObject({ publicationState: 'preview' });
    expect(queries[0]).not.toHaveProperty('status');
  });
});
