import { afterAll, describe, expect, it, vi } from 'vitest';
import { openCollectionIndex } from './collection-index.server';
import { collectionPageState, exhibitionObjects } from './collection-page.server';
import { indexEntry } from './index-entry.server';
import { painting, steamEngine } from './sample-objects.fixture';
import { readCollectionParams } from './search-params';

const index = openCollectionIndex();
index.upsert([indexEntry(steamEngine), indexEntry({ de: painting })]);
afterAll(() => index.close());

const state = (query: string, locale: 'de' | 'en' = 'de') =>
  collectionPageState(index, readCollectionParams(new URLSearchParams(query)), locale);

describe('the collection search page', () => {
  it('shows cards in the page’s language, a German-only title marked as German', () => {
    const result = state('', 'en');
    if (result.state !== 'results') throw new Error('no results');
    expect(result.total).toBe(2);
    expect(result.sort).toBe('inventory');
    const [first, second] = result.cards;
    expect(second).toMatchObject({
      slug: 'zm-t-1912-004',
      title: steamEngine.en.title,
      titleLang: null,
    });
    expect(first?.titleLang).toBe('de');
  });

  it('marks chosen facet values and keeps a chosen value no hit has', () => {
    const result = state('q=dampfmaschine&type=gemaelde');
    if (result.state !== 'results') throw new Error('no results');
    const types = result.facets.find((facet) => facet.facet === 'objectType');
    expect(types?.values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 'gemaelde', selected: true }),
        expect.objectContaining({ value: 'dampfmaschine', selected: false, count: 1 }),
      ]),
    );
  });

  it('shows the last page for a page past it', () => {
    const result = state('page=9');
    expect(result).toMatchObject({ state: 'results', page: 1, total: 2 });
  });

  it('is unavailable (and logs why) while the index cannot answer', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      search: () => {
        throw new Error('not built yet');
      },
    };
    expect(collectionPageState(broken, readCollectionParams(new URLSearchParams()), 'de')).toEqual({
      state: 'unavailable',
    });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('not built yet'));
    errors.mockRestore();
  });
});

describe('an exhibition’s objects', () => {
  it('are the objects on display in it, by its German slug, in the page’s language', () => {
    const objects = exhibitionObjects(index, 'kraft-und-takt', 'en');
    expect(objects?.total).toBe(1);
    expect(objects?.cards.map((card) => card.title)).toEqual([steamEngine.en.title]);
    expect(exhibitionObjects(index, 'farbe-als-material', 'de')).toEqual({
      key: 'farbe-als-material',
      total: 0,
      cards: [],
    });
  });

  it('are left out while the index cannot answer', () => {
    const broken = {
      search: () => {
        throw new Error('not built yet');
      },
    };
    expect(exhibitionObjects(broken, 'kraft-und-takt', 'de')).toBeNull();
  });
});
