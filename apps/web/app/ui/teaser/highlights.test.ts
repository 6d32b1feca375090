import { describe, expect, it } from 'vitest';
import { arrangeTeasers, interleaveHighlights, splitHighlights } from './highlights';

const regular = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'];
const highlighted = ['H1', 'H2', 'H3'];

/** Places tiles row by row in DOM order (CSS grid auto-flow without dense): the empty cells. */
function holes(order: string[], columns: number): number {
  let filled = 0;
  let empty = 0;
  for (const tile of order) {
    const span = tile.startsWith('H') ? 2 : 1;
    if (filled + span > columns) {
      empty += columns - filled;
      filled = 0;
    }
    filled = (filled + span) % columns;
  }
  return empty;
}

describe('interleaveHighlights', () => {
  it('puts a highlight after every 4 regular items, the rest at the end', () => {
    expect(interleaveHighlights(regular, highlighted)).toEqual([
      'r1',
      'r2',
      'r3',
      'r4',
      'H1',
      'r5',
      'r6',
      'r7',
      'r8',
      'H2',
      'r9',
      'H3',
    ]);
  });

  it('fills whole rows in the two- and the three-column grid while there are both kinds', () => {
    const order = interleaveHighlights(regular.slice(0, 8), highlighted.slice(0, 2));
    expect(holes(order, 2)).toBe(0);
    expect(holes(order, 3)).toBe(0);
  });

  it('copes with empty lists', () => {
    expect(interleaveHighlights([], highlighted)).toEqual(highlighted);
    expect(interleaveHighlights(regular, [])).toEqual(regular);
  });
});

describe('arrangeTeasers', () => {
  const items = [
    { id: 'a' },
    { id: 'B', highlight: true },
    { id: 'c' },
    { id: 'd', highlight: false },
    { id: 'e' },
    { id: 'f' },
  ];

  it('gives one order with the highlight after the first four regular items', () => {
    expect(arrangeTeasers(items).map((entry) => entry.id)).toEqual(['a', 'c', 'd', 'e', 'B', 'f']);
  });

  it('splits by the highlight flag in order', () => {
    const { regular: plain, highlighted: special } = splitHighlights(items);
    expect(plain.map((entry) => entry.id)).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(special.map((entry) => entry.id)).toEqual(['B']);
  });
});
