import { describe, expect, it } from 'vitest';
import {
  collectionQuery,
  effectiveSort,
  isNarrowed,
  readCollectionParams,
  toggled,
} from './search-params';

const read = (query: string) => readCollectionParams(new URLSearchParams(query));

describe('the collection search in the URL', () => {
  it('reads text, facets (repeated or joined by commas), switches, sort and page', () => {
    expect(
      read(
        'q=++Dampf++maschine+&type=gemaelde&type=plakat,fotografie&century=19,-5&display=1&image=on&licence=CC0-1.0&sort=date&page=3',
      ),
    ).toEqual({
      text: 'Dampf maschine',
      filters: {
        objectType: ['gemaelde', 'plakat', 'fotografie'],
        century: ['19', '-5'],
        onDisplay: ['yes'],
        hasImage: ['yes'],
        licence: ['CC0-1.0'],
      },
      sort: 'date',
      page: 3,
    });
  });

  it('drops what cannot be a value instead of failing', () => {
    expect(
      read(
        'type=%3Cscript%3E&century=twelve&century=0&licence=CC-BY-NC&display=no&sort=price&page=-4&maker=',
      ),
    ).toEqual({ text: '', filters: {}, sort: null, page: 1 });
    expect(read('page=abc').page).toBe(1);
    expect(read(`q=${'a'.repeat(300)}`).text).toHaveLength(200);
    expect(read('type=a,a,b').filters.objectType).toEqual(['a', 'b']);
  });

  it('writes one canonical query: fixed order, commas, defaults left out', () => {
    const params = read('page=2&image=1&type=plakat&type=gemaelde&q=Hafen&sort=relevance');
    expect(collectionQuery(params)).toEqual({
      q: 'Hafen',
      type: 'plakat,gemaelde',
      image: '1',
      page: '2',
    });
    expect(collectionQuery(read('sort=inventory'))).toEqual({});
    expect(collectionQuery(read('sort=date'))).toEqual({ sort: 'date' });
    // Reading the written query gives the same state.
    expect(read(new URLSearchParams(collectionQuery(params)).toString())).toEqual({
      ...params,
      sort: null,
    });
  });

  it('sorts by relevance only with a text, by inventory number otherwise', () => {
    expect(effectiveSort(read('q=uhr'))).toBe('relevance');
    expect(effectiveSort(read(''))).toBe('inventory');
    expect(effectiveSort(read('sort=relevance'))).toBe('inventory');
    expect(effectiveSort(read('q=uhr&sort=date'))).toBe('date');
  });

  it('adds and takes away one facet value, back on the first page', () => {
    const params = read('type=plakat&page=4');
    expect(toggled(params, 'objectType', 'gemaelde').filters.objectType).toEqual([
      'plakat',
      'gemaelde',
    ]);
    const without = toggled(params, 'objectType', 'plakat');
    expect(without.filters).toEqual({});
    expect(without.page).toBe(1);
  });

  it('tells a narrowed page from the whole collection', () => {
    expect(isNarrowed(read(''))).toBe(false);
    expect(isNarrowed(read('q=x'))).toBe(true);
    expect(isNarrowed(read('display=1'))).toBe(true);
    expect(isNarrowed(read('page=2'))).toBe(true);
    expect(isNarrowed(read('sort=date'))).toBe(true);
  });
});
