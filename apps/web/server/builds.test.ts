import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { cachedPathPatterns, dataPathOf } from './builds';

describe('dataPathOf', () => {
  it('maps a page payload to React Router’s single-fetch path', () => {
    expect(dataPathOf('/_payload.json')).toBe('/_.data');
    expect(dataPathOf('/ausstellungen/_payload.json')).toBe('/ausstellungen.data');
    expect(dataPathOf('/en/exhibitions/_payload.json')).toBe('/en/exhibitions.data');
    expect(dataPathOf('/de/_payload.json')).toBe('/de.data');
  });

  it('is null for anything else', () => {
    expect(dataPathOf('/ausstellungen')).toBeNull();
    expect(dataPathOf('/ausstellungen/payload.json')).toBeNull();
  });
});

describe('cachedPathPatterns', () => {
  it('lists the page routes, not the catch-all, the language choice or the root', () => {
    const routes = {
      root: { id: 'root', path: '' },
      'home.de': { id: 'home.de', parentId: 'root', path: '/' },
      'exhibition.en': { id: 'exhibition.en', parentId: 'root', path: 'en/exhibitions/:slug' },
      'not-found': { id: 'not-found', parentId: 'root', path: '*' },
      'language-choice': { id: 'language-choice', parentId: 'root', path: '/language/:locale' },
    } as unknown as ServerBuild['routes'];
    expect(cachedPathPatterns({ routes })).toEqual(['/', '/en/exhibitions/:slug']);
  });
});
