/** The index's life: brought in line with the CMS, kept current by changes, withdrawn objects out. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionObject } from '~/domain/collection';
import { openCollectionIndex } from './collection-index.server';
import {
  collectionIndexFile,
  createCollectionService,
  VOCABULARY_DELAY_MS,
  type CollectionSource,
  type ObjectVersions,
} from './collection-service.server';
import { painting, steamEngine } from './sample-objects.fixture';

function fakeSource(objects: ObjectVersions[]) {
  const source = {
    objects,
    failing: false,
    all: vi.fn(async () => {
      if (source.failing) throw new Error('CMS down');
      return source.objects;
    }),
    one: vi.fn(async (documentId: string) => {
      return source.objects.find((v) => (v.de ?? v.en)?.id === documentId) ?? {};
    }),
  };
  return source satisfies CollectionSource;
}

const withdrawn = (object: CollectionObject): CollectionObject => ({
  ...object,
  withdrawn: true,
  withdrawnNote: 'Zurückgegeben.',
});

const services: { close(): void }[] = [];
function setup(objects: ObjectVersions[]) {
  const source = fakeSource(objects);
  const index = openCollectionIndex();
  const service = createCollectionService({ source, open: () => index });
  services.push(service);
  return { source, index, service };
}

afterEach(() => {
  for (const service of services.splice(0)) service.close();
});

const titles = (service: ReturnType<typeof setup>['service']) =>
  service
    .search({ locale: 'de' })
    .hits.map((hit) => (hit.card as { inventoryNumber: string }).inventoryNumber);

describe('the collection index service', () => {
  it('answers nothing before its first sync, then every published object but withdrawn ones', async () => {
    const { service } = setup([steamEngine, { de: withdrawn(painting) }]);
    expect(service.ready()).toBe(false);
    expect(() => service.search({ locale: 'de' })).toThrow(/not built/);
    expect(await service.rebuild()).toEqual({ listed: 1, removed: 0 });
    expect(service.ready()).toBe(true);
    expect(titles(service)).toEqual(['ZM-T-1912-004']);
  });

  it('takes out at the next sync what the CMS no longer publishes', async () => {
    const { source, service } = setup([steamEngine, { de: painting }]);
    await service.rebuild();
    expect(titles(service)).toHaveLength(2);
    source.objects = [steamEngine];
    expect(await service.rebuild()).toEqual({ listed: 1, removed: 1 });
    expect(titles(service)).toEqual(['ZM-T-1912-004']);
  });

  it('re-reads one object on its change: published, changed, withdrawn, unpublished', async () => {
    const { source, service } = setup([steamEngine]);
    await service.rebuild();
    source.objects = [steamEngine, { de: painting }];
    await service.update({ model: 'collection-object', documentId: painting.id });
    expect(titles(service)).toHaveLength(2);
    source.objects = [steamEngine, { de: withdrawn(painting) }];
    await service.update({ model: 'collection-object', documentId: painting.id });
    expect(titles(service)).toEqual(['ZM-T-1912-004']);
    source.objects = [];
    await service.update({ model: 'collection-object', documentId: steamEngine.de.id });
    expect(titles(service)).toEqual([]);
    // Only that object was read each time, not the whole collection.
    expect(source.all).toHaveBeenCalledTimes(1);
  });

  it('reads everything again, once and later, when terms, makers or exhibitions change; ignores other types', async () => {
    vi.useFakeTimers();
    try {
      const { source, service } = setup([steamEngine]);
      await service.rebuild();
      const renewed = vi.fn();
      expect(
        await service.update({ model: 'collection-term', documentId: 'term-1' }, renewed),
      ).toBe(false);
      await service.update({ model: 'exhibition', documentId: 'exhibition-1' }, renewed);
      await service.update({ model: 'collection-maker', documentId: 'maker-1' });
      await service.update({ model: 'event', documentId: 'event-1' });
      // Not while the publish's own pages are rendered.
      await vi.advanceTimersByTimeAsync(VOCABULARY_DELAY_MS - 1);
      expect(source.all).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(renewed).toHaveBeenCalledTimes(2));
      expect(source.all).toHaveBeenCalledTimes(2);
      expect(source.one).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps trying at start while the CMS cannot answer', async () => {
    vi.useFakeTimers();
    try {
      const { source, service } = setup([steamEngine]);
      source.failing = true;
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const infos = vi.spyOn(console, 'info').mockImplementation(() => {});
      service.start();
      await vi.waitFor(() => expect(errors).toHaveBeenCalled());
      expect(service.ready()).toBe(false);
      source.failing = false;
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(service.ready()).toBe(true));
      expect(infos).toHaveBeenCalledWith(expect.stringContaining('1 objects'));
      errors.mockRestore();
      infos.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves an index another process filled before its own first sync', async () => {
    const index = openCollectionIndex();
    const first = createCollectionService({ source: fakeSource([steamEngine]), open: () => index });
    await first.rebuild();
    const second = createCollectionService({ source: fakeSource([]), open: () => index });
    expect(second.ready()).toBe(true);
    expect(second.search({ locale: 'en' }).total).toBe(1);
    index.close();
  });

  it('keeps its file in the site’s data folder, or where COLLECTION_INDEX_DIR says', () => {
    expect(collectionIndexFile({})).toMatch(/var\/collection-index\/objects\.sqlite$/);
    expect(collectionIndexFile({ COLLECTION_INDEX_DIR: '/srv/zm/index' })).toBe(
      '/srv/zm/index/objects.sqlite',
    );
  });
});
