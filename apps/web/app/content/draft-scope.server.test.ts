/**
 * The content service in an editor's preview (decision 0045): the previewed entry's draft,
 * read past the cache, where it appears; everything else published, as visitors see it.
 */
import { describe, expect, it } from 'vitest';
import { createContentCache } from './cache.server';
import type { CmsReader } from './cms-client.server';
import { createContentService } from './content.server';
import { draftInScope, withDraftOf, type DraftScope } from './draft-scope.server';
import { readFixture } from './__fixtures__/files';

type Fields = { slug: string; title: string; startDate: string | null; events?: unknown[] };
interface Document {
  documentId: string;
  published?: Fields;
  draft: Fields;
}

const at = '2027-02-01T10:00:00.000Z';

/** Three exhibitions: A and B published with changed drafts, C never published. */
const documents: Document[] = [
  {
    documentId: 'A',
    published: { slug: 'atome', title: 'Atome', startDate: '2027-01-01' },
    draft: {
      slug: 'atome-neu',
      title: 'Atome (Entwurf)',
      startDate: '2025-01-01',
      // Strapi links a draft to the drafts of its events: E2 was never published.
      events: [
        { documentId: 'E1', slug: 'fuehrung', title: 'Führung (Entwurf)', startDate: at },
        { documentId: 'E2', slug: 'geheim', title: 'Vortrag (nur Entwurf)', startDate: at },
      ],
    },
  },
  {
    documentId: 'B',
    published: { slug: 'bruecken', title: 'Brücken', startDate: '2026-06-01' },
    draft: { slug: 'bruecken', title: 'Brücken (Entwurf)', startDate: '2026-06-01' },
  },
  {
    documentId: 'C',
    draft: { slug: 'chemie', title: 'Chemie (nur Entwurf)', startDate: '2026-09-01' },
  },
];

type Filter = { $eq?: string; $ne?: string };
const passes = (value: string, filter: Filter | undefined) =>
  !filter ||
  ((filter.$eq ?? value) === value && (filter.$ne === undefined || filter.$ne !== value));

/** A CMS that answers as Strapi 5 does: published unless `status=draft`, sorted as asked. */
function fakeCms() {
  const queries: Array<{ path: string; query: Record<string, unknown> }> = [];
  const client: CmsReader = {
    async get(path, query = {}) {
      queries.push({ path, query });
      if (path === '/api/events') {
        const asked = (query.filters as { documentId?: { $in?: string[] } }).documentId?.$in;
        const events = [{ documentId: 'E1', slug: 'fuehrung', title: 'Führung', startDate: at }];
        const data = events.filter((event) => asked?.includes(event.documentId));
        return { data, meta: { pagination: { page: 1, pageCount: 1 } } };
      }
      if (path !== '/api/exhibitions') return readFixture('v5', `${path.slice(5)}.de`);
      const draft = query.status === 'draft' || query.publicationState === 'preview';
      const filters = (query.filters ?? {}) as { slug?: Filter; documentId?: Filter };
      const data = documents
        .flatMap(({ documentId, published, draft: drafted }) => {
          const version = draft ? drafted : published;
          return version ? [{ documentId, type: 'temporary', locale: 'de', ...version }] : [];
        })
        .filter((entry) => passes(entry.slug, filters.slug))
        .filter((entry) => passes(entry.documentId, filters.documentId))
        .sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''));
      return { data, meta: { pagination: { page: 1, pageCount: 1 } } };
    },
  };
  return { client, queries };
}

function setup(responseFormat: 'v5' | 'v4' = 'v5') {
  const { client, queries } = fakeCms();
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
    drafts: draftInScope,
  });
  return { service, queries };
}

const previewOf = (documentId: string): DraftScope => ({
  kind: 'entry',
  collection: 'exhibitions',
  documentId,
});
const titles = (items: Array<{ title: string }>) => items.map((item) => item.title);

describe('content in the preview scope', () => {
  it('asks for published content (no status) outside the preview, from the cache', async () => {
    const { service, queries } = setup();
    await service.getList('exhibitions', 'de');
    await service.getList('exhibitions', 'de');
    expect(queries).toHaveLength(1);
    expect(queries[0]?.query).not.toHaveProperty('status');
  });

  it("shows the previewed entry's draft in its list, at its sorted place, the rest published", async () => {
    const { service } = setup();
    expect(titles(await service.getList('exhibitions', 'de'))).toEqual(['Atome', 'Brücken']);
    const list = await withDraftOf(previewOf('A'), () => service.getList('exhibitions', 'de'));
    // A's draft starts earlier: last; B stays published; C, never published, is not there.
    expect(titles(list)).toEqual(['Brücken', 'Atome (Entwurf)']);
    // An entry never published comes in as its draft.
    const withC = await withDraftOf(previewOf('C'), () => service.getList('exhibitions', 'de'));
    expect(titles(withC)).toEqual(['Atome', 'Chemie (nur Entwurf)', 'Brücken']);
  });

  it("opens the previewed entry's draft by its slug, and no other entry's", async () => {
    const { service } = setup();
    const bySlug = (slug: string) =>
      withDraftOf(previewOf('A'), () => service.getBySlug('exhibitions', slug, 'de'));
    const draft = await bySlug('atome-neu');
    expect(draft?.title).toBe('Atome (Entwurf)');
    // The events it links to as visitors see them: E2 has never been published.
    expect(draft?.events.map((event) => event.title)).toEqual(['Führung']);
    // Its published slug is gone, as it will be once the draft is published.
    expect(await bySlug('atome')).toBeNull();
    expect((await bySlug('bruecken'))?.title).toBe('Brücken');
    expect(await bySlug('chemie')).toBeNull();
  });

  it('keeps no draft for later visitors, and reads the drafts past the cache every time', async () => {
    const { service, queries } = setup();
    await service.getList('exhibitions', 'de');
    for (let round = 0; round < 2; round += 1)
      await withDraftOf(previewOf('A'), () => service.getList('exhibitions', 'de'));
    // The cached published list was not used for the preview, nor replaced by it.
    const drafts = queries.filter(({ query }) => query.status === 'draft');
    expect(drafts).toHaveLength(2);
    expect(drafts[0]?.query).toMatchObject({ filters: { documentId: { $eq: 'A' } } });
    expect(titles(await service.getList('exhibitions', 'de'))).toEqual(['Atome', 'Brücken']);
    await withDraftOf(previewOf('A'), () => service.getBySlug('exhibitions', 'atome-neu', 'de'));
    expect(await service.getBySlug('exhibitions', 'atome-neu', 'de')).toBeNull();
  });

  it('previews a single type as its draft and nothing else', async () => {
    const { service, queries } = setup();
    const home: DraftScope = { kind: 'single', name: 'home' };
    await withDraftOf(home, async () => {
      await service.getSingle('home', 'de');
      await service.getSingle('site-menu', 'de');
      expect(titles(await service.getList('exhibitions', 'de'))).toEqual(['Atome', 'Brücken']);
    });
    const status = (path: string) => queries.find((asked) => asked.path === path)?.query.status;
    expect(status('/api/home')).toBe('draft');
    expect(status('/api/site-menu')).toBeUndefined();
    expect(queries.every(({ path, query }) => path === '/api/home' || !query.status)).toBe(true);
  });

  it('keeps the scope across awaits and only inside it', async () => {
    const inside = await withDraftOf(previewOf('A'), async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return draftInScope();
    });
    expect(inside).toEqual(previewOf('A'));
    expect(draftInScope()).toBeNull();
  });

  it("names a Strapi 4 draft read by v4's publicationState", async () => {
    const { service, queries } = setup('v4');
    await withDraftOf({ kind: 'single', name: 'home' }, () => service.getSingle('home', 'de'));
    expect(queries[0]?.query).toMatchObject({ publicationState: 'preview' });
    expect(queries[0]?.query).not.toHaveProperty('status');
  });
});
