import { describe, expect, it } from 'vitest';
import { readSearchParams, searchQuery } from './search-params';

const read = (query: string) => readSearchParams(new URLSearchParams(query));

describe('search page parameters', () => {
  it('reads text, kind and page', () => {
    expect(read('text=%20Dampf%20&kind=event&page=3')).toEqual({
      text: 'Dampf',
      kind: 'event',
      page: 3,
    });
  });

  it('ignores an unknown kind and an unreadable page', () => {
    for (const page of ['0', '-2', '1.5', 'zwei', '', '1e3', '99999999999999999999'])
      expect(read(`text=a&kind=nonsense&page=${page}`)).toEqual({ text: 'a', kind: null, page: 1 });
    expect(read('kind=EVENT').kind).toBeNull();
  });

  it('has an empty text when none is given', () => {
    expect(read('')).toEqual({ text: '', kind: null, page: 1 });
  });

  it('keeps the text and leaves defaults out of a URL', () => {
    expect(searchQuery({ text: 'Uhr', kind: null, page: 1 })).toEqual({ text: 'Uhr' });
    expect(searchQuery({ text: 'Uhr', kind: 'press', page: 2 })).toEqual({
      text: 'Uhr',
      kind: 'press',
      page: '2',
    });
  });
});
