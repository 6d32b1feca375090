import { describe, expect, it } from 'vitest';
import { pageHref, pageSearch } from './page-links';

describe('page links', () => {
  it('keep all other query parameters in their order', () => {
    expect(pageHref('/programm', 'when=week&type=workshop&page=2', 3)).toBe(
      '/programm?when=week&type=workshop&page=3',
    );
  });

  it('leave page 1 out of the URL', () => {
    expect(pageSearch('target=familien&page=4', 1)).toBe('?target=familien');
    expect(pageHref('/en/events', '', 1)).toBe('/en/events');
  });

  it('replace a repeated page parameter', () => {
    expect(pageSearch(new URLSearchParams('page=2&page=9&view=review'), 5)).toBe('?view=review&page=5');
  });
});
