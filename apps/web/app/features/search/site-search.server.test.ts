import { afterEach, describe, expect, it, vi } from 'vitest';
import { asRouteError, CmsUnavailableError } from '~/content/cms-breaker.server';
import { draftInScope, withDraftOf } from '~/content/draft-scope.server';
import type { Locale } from '~/domain/locale';
import type { SearchDocument } from './document';
import { createSiteSearch, type EntryChange, type SearchSource } from './site-search.server';

const page = (id: string, locale: Locale, title: string): SearchDocument => ({
  id: `page:${id}`,
  kind: 'page',
  locale,
  title,
  path: `/${locale}/${id}`,
});

/** A CMS held in memory: documents by locale and id; `all` can be made to fail or wait. */
function fakeCms() {
  const content: Record<Locale, Map<string, SearchDocument>> = { de: new Map(), en: new Map() };
  let failing: unknown = false;
  let gate: Promise<void> | null = null;
  const source: SearchSource = {
    async all(locale) {
      if (failing instanceof Error || typeof failing === 'object') throw failing;
      if (failing) throw new Error('CMS down');
      const snapshot = [...content[locale].values()];
      await gate;
      return snapshot;
    },
    async entry({ model, documentId }: EntryChange, locale) {
      if (model !== 'page') return null;
      const id = `page:${documentId}`;
      return { id, doc: content[locale].get(id) ?? null };
    },
  };
  return {
    source,
    put: (doc: SearchDocument) => content[doc.locale as Locale].set(doc.id, doc),
    drop: (locale: Locale, id: string) => content[locale].delete(`page:${id}`),
    /** true: a plain error; an object: that is thrown (what the content service throws). */
    fail: (value: unknown) => (failing = value),
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

const titles = (search: ReturnType<typeof createSiteSearch>, locale: Locale, text: string) =>
  search.index(locale).then((index) => index.search(text).hits.map((hit) => hit.title));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('site search over the CMS', () => {
  it("builds from published content even when an editor's preview asks first", async () => {
    const cms = fakeCms();
    const read = vi.fn(() => draftInScope());
    const search = createSiteSearch({
      ...cms.source,
      all: (locale) => {
        read();
        return cms.source.all(locale);
      },
    });
    await withDraftOf({ kind: 'entry', collection: 'pages', documentId: 'a' }, () =>
      search.index('de'),
    );
    expect(read).toHaveReturnedWith(null);
    expect(read).not.toHaveReturnedWith(expect.anything());
  });

  it('builds one index per locale from the CMS', async () => {
    const cms = fakeCms();
    cms.put(page('a', 'de', 'Dampfmaschine'));
    cms.put(page('a', 'en', 'Steam engine'));
    const search = createSiteSearch(cms.source);
    expect(await titles(search, 'de', 'Dampfmaschine')).toEqual(['Dampfmaschine']);
    expect(await titles(search, 'en', 'Dampfmaschine')).toEqual([]);
    expect(await titles(search, 'en', 'engines')).toEqual(['Steam engine']);
    expect(search.ready('de')).not.toBeNull();
  });

  it('takes a change in one locale without touching the other', async () => {
    const cms = fakeCms();
    cms.put(page('a', 'de', 'Webstuhl'));
    cms.put(page('a', 'en', 'Loom'));
    const search = createSiteSearch(cms.source);
    await search.index('de');
    await search.index('en');
    // Unpublished in English only, retitled in German.
    cms.drop('en', 'a');
    cms.put(page('a', 'de', 'Jacquard-Webstuhl'));
    await search.update({ model: 'page', documentId: 'a' });
    expect(await titles(search, 'de', 'Webstuhl')).toEqual(['Jacquard-Webstuhl']);
    expect(await titles(search, 'en', 'Loom')).toEqual([]);
    // Models the search does not cover change nothing.
    await search.update({ model: 'booking-request', documentId: 'a' });
    expect(await titles(search, 'de', 'Webstuhl')).toEqual(['Jacquard-Webstuhl']);
  });

  it('applies changes that arrive while an index is being built', async () => {
    const cms = fakeCms();
    cms.put(page('a', 'de', 'Alte Mühle'));
    const release = cms.hold();
    const search = createSiteSearch(cms.source);
    const built = search.index('de');
    // The build has read the old content; then the CMS changes and says so.
    await Promise.resolve();
    cms.put(page('a', 'de', 'Neue Mühle'));
    cms.put(page('b', 'de', 'Mühlrad'));
    await search.update({ model: 'page', documentId: 'a' });
    await search.update({ model: 'page', documentId: 'b' });
    expect(search.ready('de')).toBeNull();
    release();
    await built;
    expect(await titles(search, 'de', 'Neue')).toEqual(['Neue Mühle']);
    expect(await titles(search, 'de', 'Alte')).toEqual([]);
    expect(await titles(search, 'de', 'Mühlrad')).toEqual(['Mühlrad']);
  });

  it('keeps trying while the CMS cannot answer, and says why', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cms = fakeCms();
    cms.put(page('a', 'de', 'Kupferstich'));
    cms.fail(true);
    const search = createSiteSearch(cms.source);
    search.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(search.ready('de')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('CMS down'));
    cms.fail(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(search.ready('de')?.search('Kupferstich').total).toBe(1);
  });

  it('says why in words when the content service throws its 503 for an unavailable CMS', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cms = fakeCms();
    cms.fail(asRouteError(new CmsUnavailableError('circuit open', '/api/pages', 10)));
    createSiteSearch(cms.source).start();
    await vi.advanceTimersByTimeAsync(0);
    const logged = String(error.mock.calls[0]?.[0]);
    expect(logged).toContain('503');
    expect(logged).toContain('circuit open');
    expect(logged).not.toContain('[object Object]');
  });

  it('answers at once while a failed build is fresh, instead of asking the CMS again', async () => {
    const cms = fakeCms();
    cms.fail(true);
    const all = vi.spyOn(cms.source, 'all');
    const search = createSiteSearch(cms.source);
    await expect(search.index('de')).rejects.toThrow('CMS down');
    await expect(search.index('de')).rejects.toThrow('CMS down');
    expect(all).toHaveBeenCalledTimes(1);
  });

  it('applies changes one at a time, so a slow old read cannot win over a newer one', async () => {
    const cms = fakeCms();
    cms.put(page('a', 'de', 'Entwurf'));
    const search = createSiteSearch(cms.source);
    await search.index('de');
    const entry = cms.source.entry.bind(cms.source);
    let reads = 0;
    vi.spyOn(cms.source, 'entry').mockImplementation(async (change, locale) => {
      reads += 1;
      const answer = await entry(change, locale);
      // The read of the first save answers late.
      if (answer?.doc?.title === 'Erste Fassung') {
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return answer;
    });
    cms.put(page('a', 'de', 'Erste Fassung'));
    const first = search.update({ model: 'page', documentId: 'a' });
    await vi.waitFor(() => expect(reads).toBeGreaterThan(0));
    cms.put(page('a', 'de', 'Zweite Fassung'));
    const second = search.update({ model: 'page', documentId: 'a' });
    await Promise.all([first, second]);
    expect(await titles(search, 'de', 'Fassung')).toEqual(['Zweite Fassung']);
  });
});
