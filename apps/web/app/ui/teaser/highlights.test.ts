import { describe, expect, it } from 'vitest';
import { arrangeTeasers, gridColumns, MAX_MOVE, orderTeasers, spansIn } from './highlights';

type Tile = { id: string; highlight?: boolean };

/** "r1 H1 r2" → tiles; H… are highlights. */
const tiles = (text: string): Tile[] =>
  text
    .split(' ')
    .filter(Boolean)
    .map((id) => ({ id, ...(id.startsWith('H') ? { highlight: true } : {}) }));
const ids = (list: readonly Tile[]) => list.map((tile) => tile.id).join(' ');

/** The rows of a grid of `columns` as CSS lays the tiles out in order (auto-flow, not dense). */
function rows(spans: readonly number[], columns: number): number[][] {
  const result: number[][] = [[]];
  let used = 0;
  for (const span of spans) {
    if (used + span > columns) {
      result.push([]);
      used = 0;
    }
    result.at(-1)!.push(span);
    used += span;
  }
  return result;
}

/** A list of `length` tiles, every `chance`-th one a highlight, from a small seeded generator. */
function randomList(seed: number, length: number): Tile[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length }, (_, index) =>
    next() < 0.3 ? { id: `H${index}`, highlight: true } : { id: `r${index}` },
  );
}

describe('the one order of a teaser list', () => {
  it('is the list’s own when there are no highlights', () => {
    expect(ids(orderTeasers(tiles('r1 r2 r3 r4 r5')))).toBe('r1 r2 r3 r4 r5');
  });

  it('keeps a highlight where it is when it starts a free pair of cells in every grid', () => {
    expect(ids(orderTeasers(tiles('H1 r1 r2 r3 r4')))).toBe('H1 r1 r2 r3 r4');
    expect(ids(orderTeasers(tiles('r1 r2 r3 r4 H1 r5')))).toBe('r1 r2 r3 r4 H1 r5');
  });

  // Issue 42, point 9: today's 18:30 talk came after the highlights of 5 December on phones.
  it('moves a highlight a few places, not the dates around it far', () => {
    expect(ids(orderTeasers(tiles('r1 H1 r2 r3 r4 r5')))).toBe('H1 r1 r2 r3 r4 r5');
    expect(ids(orderTeasers(tiles('r1 r2 H1 r3 r4 r5')))).toBe('r1 r2 r3 r4 H1 r5');
  });

  it('moves no highlight more than MAX_MOVE places and keeps both kinds in their order', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const list = randomList(seed, 1 + (seed % 40));
      const order = orderTeasers(list);
      expect(order).toHaveLength(list.length);
      const regular = (of: readonly Tile[]) => of.filter((tile) => !tile.highlight);
      const highlighted = (of: readonly Tile[]) => of.filter((tile) => tile.highlight);
      expect(ids(regular(order))).toBe(ids(regular(list)));
      expect(ids(highlighted(order))).toBe(ids(highlighted(list)));
      for (const tile of highlighted(list)) {
        const moved = Math.abs(order.indexOf(tile) - list.indexOf(tile));
        // Highlights one after the other wait for each other: each the others' places too.
        const neighbours = highlighted(list).length;
        expect(moved, `${ids(list)} → ${ids(order)}`).toBeLessThanOrEqual(
          MAX_MOVE + neighbours - 1,
        );
      }
    }
  });
});

describe('the spans of the tiles in each grid', () => {
  it('leave no cell empty and no tile alone in a wider row, in every grid', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const list = randomList(seed, 1 + (seed % 40));
      const placed = arrangeTeasers(list);
      for (const columns of gridColumns) {
        const spans = placed.map((tile) => tile.spans[columns]);
        for (const row of rows(spans, columns))
          expect(
            row.reduce((sum, span) => sum + span, 0),
            `${ids(list)} in ${columns}`,
          ).toBe(columns);
      }
    }
  });

  it('make every highlight at least two columns wide', () => {
    for (let seed = 1; seed <= 100; seed++) {
      for (const { item, spans } of arrangeTeasers(randomList(seed, 25))) {
        if (item.highlight)
          for (const columns of gridColumns) expect(spans[columns]).toBeGreaterThan(1);
      }
    }
  });

  it('are one column each where the list fills its rows as it is', () => {
    expect(spansIn(tiles('r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12'), 3)).toEqual(Array(12).fill(1));
    expect(spansIn(tiles('r1 r2 r3 r4 H1 r5 r6'), 4)).toEqual([1, 1, 1, 1, 2, 1, 1]);
  });

  it('give a last row’s free cells to its narrowest tiles, the later first', () => {
    expect(spansIn(tiles('r1 r2 r3 r4'), 3)).toEqual([1, 1, 1, 3]);
    expect(spansIn(tiles('r1 r2 r3 r4 r5'), 3)).toEqual([1, 1, 1, 1, 2]);
    expect(spansIn(tiles('r1 r2 r3 r4 r5 r6'), 4)).toEqual([1, 1, 1, 1, 2, 2]);
    expect(spansIn(tiles('r1 H1'), 4)).toEqual([2, 2]);
    expect(spansIn(tiles('H1 H2'), 3)).toEqual([3, 3]);
  });
});
