import { describe, expect, it } from 'vitest';
import { arrangeProgramme, interleaveHighlights, splitHighlights } from './highlights';

const regular = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'];
const highlighted = ['H1', 'H2', 'H3', 'H4'];

describe('interleaveHighlights', () => {
  it('puts a highlight after every 2 regular items on tablet', () => {
    expect(interleaveHighlights(regular, highlighted, 'tablet')).toEqual([
      'r1',
      'r2',
      'H1',
      'r3',
      'r4',
      'H2',
      'r5',
      'r6',
      'H3',
      'r7',
      'H4',
    ]);
  });

  it('puts a highlight after every 3 regular items on desktop, the rest at the end', () => {
    expect(interleaveHighlights(regular, highlighted, 'desktop')).toEqual([
      'r1',
      'r2',
      'r3',
      'H1',
      'r4',
      'r5',
      'r6',
      'H2',
      'r7',
      'H3',
      'H4',
    ]);
  });

  it('leaves the lists as they are on mobile', () => {
    expect(interleaveHighlights(regular, highlighted, 'mobile')).toEqual([
      ...regular,
      ...highlighted,
    ]);
  });

  it('copes with empty lists', () => {
    expect(interleaveHighlights([], highlighted, 'desktop')).toEqual(highlighted);
    expect(interleaveHighlights(regular, [], 'tablet')).toEqual(regular);
  });
});

describe('arrangeProgramme', () => {
  const items = [
    { id: 'a' },
    { id: 'B', highlight: true },
    { id: 'c' },
    { id: 'd', highlight: false },
    { id: 'e' },
  ];

  it('keeps the chronological order on mobile', () => {
    expect(arrangeProgramme(items, 'mobile').map((entry) => entry.id)).toEqual([
      'a',
      'B',
      'c',
      'd',
      'e',
    ]);
  });

  it('interleaves on tablet', () => {
    expect(arrangeProgramme(items, 'tablet').map((entry) => entry.id)).toEqual([
      'a',
      'c',
      'B',
      'd',
      'e',
    ]);
  });

  it('splits by the highlight flag in order', () => {
    const { regular: plain, highlighted: special } = splitHighlights(items);
    expect(plain.map((entry) => entry.id)).toEqual(['a', 'c', 'd', 'e']);
    expect(special.map((entry) => entry.id)).toEqual(['B']);
  });
});
