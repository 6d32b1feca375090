import { describe, expect, it } from 'vitest';
import { matchTitles, type SearchEntry } from './title-search';

const entries: SearchEntry[] = [
  { kind: 'exhibition', title: 'Maschinenhalle', path: '/ausstellungen/maschinenhalle' },
  { kind: 'event', title: 'Führung in Gebärdensprache', path: '/veranstaltungen/dgs' },
  { kind: 'page', title: 'Café und Shop', path: '/besuch/cafe' },
];

describe('title search', () => {
  it('finds titles containing every word, ignoring case and accents', () => {
    expect(matchTitles(entries, 'MASCHINE').map((entry) => entry.title)).toEqual([
      'Maschinenhalle',
    ]);
    expect(matchTitles(entries, 'fuhrung gebardensprache')).toHaveLength(1);
    expect(matchTitles(entries, 'cafe')).toHaveLength(1);
  });

  it('finds nothing for an empty text or a word no title has', () => {
    expect(matchTitles(entries, '   ')).toEqual([]);
    expect(matchTitles(entries, 'maschine café')).toEqual([]);
  });
});
