/** The collection's reads over a content service answering from the recorded fixtures. */
import { describe, expect, it, vi } from 'vitest';
import { readFixture, testContext } from './__fixtures__/files';
import { createCollectionReads } from './collection.server';
import type { ContentService } from './content.server';
import { responseData } from './strapi';
import { toCollectionObject } from './transform/collection-object';
import type { Locale } from '~/domain/locale';
import type { CollectionObject } from '~/domain/collection';

const listOf = (locale: Locale) =>
  (responseData(readFixture('v5', `collection-objects.${locale}`)) as unknown[]).flatMap((raw) => {
    const item = toCollectionObject(raw, testContext(locale), 'list');
    return item ? [{ documentId: item.id, item }] : [];
  });

function fakeService(published: Partial<Record<Locale, CollectionObject>> = {}) {
  return {
    getAllDetailed: vi.fn((_name: string, locale: Locale) => Promise.resolve(listOf(locale))),
    getByDocumentId: vi.fn((_name: string, _id: string, locale: Locale) =>
      Promise.resolve(published[locale] ?? null),
    ),
    getBySlug: vi.fn(() => Promise.resolve(null)),
  } as unknown as ContentService;
}

describe('collection reads', () => {
  it('list every object once with each language version it has', async () => {
    const reads = createCollectionReads(fakeService());
    const objects = await reads.listCollectionObjects();
    const summary = objects.map((versions) => ({
      inventory: (versions.de ?? versions.en)?.inventoryNumber,
      locales: Object.keys(versions).sort(),
    }));
    expect(summary).toEqual([
      { inventory: 'ZM-F-1925-012', locales: ['de', 'en'] },
      { inventory: 'ZM-P-1931-002', locales: ['de'] },
      { inventory: 'ZM-T-1912-004', locales: ['de', 'en'] },
      { inventory: 'ZM-T-1936-031', locales: ['en'] },
    ]);
    const engine = objects[2];
    expect(engine?.de?.title).toBe('Stehende Dampfmaschine mit Fliehkraftregler');
    expect(engine?.en?.title).toBe('Upright steam engine with centrifugal governor');
  });

  it('read one object by document id in the languages it is published in', async () => {
    const [german] = listOf('de');
    const service = fakeService({ de: german?.item });
    const reads = createCollectionReads(service);
    expect(Object.keys(await reads.getCollectionObjectVersions('x'))).toEqual(['de']);
    expect(await createCollectionReads(fakeService()).getCollectionObjectVersions('x')).toEqual({});
  });

  it('ask for one object by slug in the page language', async () => {
    const service = fakeService();
    await createCollectionReads(service).getCollectionObject('en', 'zm-t-1912-004');
    expect(service.getBySlug).toHaveBeenCalledWith('collection-objects', 'zm-t-1912-004', 'en');
  });
});
