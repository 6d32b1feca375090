import { describe, expect, it } from 'vitest';
import { pageHref, pageSearch, requestedPage } from './page-links';

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
    expect(pageSearch(new URLSearchParams('page=2&page=9&view=review'), 5)).toBe(
      '?view=review&page=5',
    );
  });
});

describe('requestedPage', () => {
  it('reads ?page= and falls back to 1 for anything unreadable', () => {
    expect(requestedPage(new URLSearchParams('page=3'))).toBe(3);
    expect(requestedPage(new URLSearchParams('page=2abc'))).toBe(2);
    expect(requestedPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(requestedPage(new URLSearchParams(''))).toBe(1);
  });
});
