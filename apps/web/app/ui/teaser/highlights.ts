/**
 * Placement of highlighted items in every teaser grid (SPEC §9, decision 0049, which supersedes
 * 0029): the programme, the event list, the home sections and every other list of teasers.
 *
 * The list is rendered once, in one order for every width, so that the reading and focus order
 * is the visual order at every width (WCAG 1.3.2, 2.4.3). That order is the list's own (dates
 * for the programme): a highlight, a tile two columns wide in the grids of 2, 3 and 4 columns,
 * moves at most MAX_MOVE places, earlier or later, to where it starts a free pair of cells in
 * all three grids. Where no such place is near (highlights one after the other at the end of a
 * list), and in the last row, the tiles of a row that would leave cells empty grow to fill it:
 * no grid has an empty cell or a tile alone in a wider row. On phones (one column) the order
 * is the list's own but for those moves.
 */

/** The grids of tablet, desktop and large screens (Teaser.module.css). */
export const gridColumns = [2, 3, 4] as const;
export type GridColumns = (typeof gridColumns)[number];

/** How many places a highlight may move from its place in the list. */
export const MAX_MOVE = 3;

/** A tile in the one order, with the columns it spans in each grid. */
export interface Placed<T> {
  item: T;
  spans: Record<GridColumns, number>;
}

type Highlightable = { highlight?: boolean | null };

const isHighlight = (item: Highlightable) => item.highlight === true;
const baseSpan = (item: Highlightable) => (isHighlight(item) ? 2 : 1);

/**
 * Whether a highlight placed after `order` starts a free pair of cells in every grid: in the
 * two-column grid at a row's start (the four-column grid is then at column 1 or 3 of 4), in the
 * three-column grid not in its last column.
 */
function highlightFits(order: readonly Highlightable[]): boolean {
  const cells = order.reduce((sum, item) => sum + baseSpan(item), 0);
  return cells % 2 === 0 && cells % 3 !== 2;
}

/** The one order: the list's own, each highlight moved at most MAX_MOVE places to fit. */
export function orderTeasers<T extends Highlightable>(items: readonly T[]): T[] {
  const order: T[] = [];
  /** Highlights waiting for their place, with the regular items placed since. */
  const waiting: { item: T; passed: number }[] = [];
  const regularLeft = (from: number) => items.slice(from).filter((item) => !isHighlight(item));

  const placeWaiting = (force: boolean) => {
    while (
      waiting.length > 0 &&
      (highlightFits(order) || (force && waiting[0]!.passed >= MAX_MOVE))
    )
      order.push(waiting.shift()!.item);
  };

  items.forEach((item, index) => {
    if (!isHighlight(item)) {
      placeWaiting(true);
      order.push(item);
      for (const entry of waiting) entry.passed += 1;
      placeWaiting(false);
      return;
    }
    if (waiting.length === 0 && highlightFits(order)) {
      order.push(item);
      return;
    }
    // Later: how many of the next regular items it would wait for.
    const later = waiting.length > 0 ? Infinity : placesToWait(order, regularLeft(index + 1));
    // Earlier: over the last regular items placed, to where it fits.
    let earlier = Infinity;
    for (let back = 1; back <= Math.min(MAX_MOVE, order.length) && waiting.length === 0; back++) {
      if (isHighlight(order[order.length - back]!)) break;
      if (highlightFits(order.slice(0, order.length - back))) {
        earlier = back;
        break;
      }
    }
    if (earlier < later) order.splice(order.length - earlier, 0, item);
    else waiting.push({ item, passed: 0 });
  });
  placeWaiting(true);
  return order.concat(waiting.map((entry) => entry.item));
}

/** How many of `next` (regular items) must come first before a highlight fits; Infinity if none do. */
function placesToWait(order: readonly Highlightable[], next: readonly Highlightable[]): number {
  const trial = [...order];
  for (let count = 1; count <= Math.min(MAX_MOVE, next.length); count++) {
    trial.push(next[count - 1]!);
    if (highlightFits(trial)) return count;
  }
  return Infinity;
}

/**
 * The columns each tile spans in a grid of `columns`, in the given order (CSS grid places tiles
 * row by row, never backwards): a row that the next tile would leave with empty cells, and the
 * last row, give their free cells to their narrowest tiles (the later one of equals).
 */
export function spansIn(items: readonly Highlightable[], columns: number): number[] {
  const spans = items.map((item) => Math.min(baseSpan(item), columns));
  let rowStart = 0;
  let used = 0;
  const fill = (rowEnd: number) => {
    for (let free = columns - used; free > 0 && rowEnd > rowStart; free--) {
      let narrowest = rowEnd - 1;
      for (let index = rowEnd - 2; index >= rowStart; index--)
        if (spans[index]! < spans[narrowest]!) narrowest = index;
      spans[narrowest] = spans[narrowest]! + 1;
    }
  };
  spans.forEach((span, index) => {
    if (used + span > columns) {
      fill(index);
      rowStart = index;
      used = 0;
    }
    used += span;
    if (used === columns) {
      rowStart = index + 1;
      used = 0;
    }
  });
  if (used > 0) fill(spans.length);
  return spans;
}

/** The one order in which a list of teasers is shown, with each tile's span per grid. */
export function arrangeTeasers<T extends Highlightable>(items: readonly T[]): Placed<T>[] {
  const order = orderTeasers(items);
  const byGrid = gridColumns.map((columns) => spansIn(order, columns));
  return order.map((item, index) => ({
    item,
    spans: { 2: byGrid[0]![index]!, 3: byGrid[1]![index]!, 4: byGrid[2]![index]! },
  }));
}
