/**
 * Placement of highlighted items in every teaser grid (SPEC §9, decision 0029): the programme,
 * the event list, the home sections and every other list of teasers.
 *
 * The list is rendered once, in one order for every breakpoint, so that the reading and focus
 * order is the visual order at every width (WCAG 1.3.2, 2.4.3). A highlight is a tile two
 * columns wide on tablet (2 columns) and desktop (3 columns); after every 4 regular items it
 * closes a row in both grids: tablet [r r][r r][H H], desktop [r r r][r H H]. SPEC §9's 2
 * (tablet) and 3 (desktop) would need a different order per breakpoint.
 */
export const HIGHLIGHT_EVERY = 4;

/**
 * Inserts one highlighted item after every `every` regular items; highlights left over go to
 * the end.
 */
export function interleaveHighlights<R, H>(
  regular: readonly R[],
  highlighted: readonly H[],
  every: number = HIGHLIGHT_EVERY,
): (R | H)[] {
  const result: (R | H)[] = [];
  let next = 0;
  regular.forEach((item, index) => {
    result.push(item);
    const highlight = highlighted[next];
    if ((index + 1) % every === 0 && highlight !== undefined) {
      result.push(highlight);
      next += 1;
    }
  });
  return result.concat(highlighted.slice(next));
}

/** Splits a list by its highlight flag, keeping the order within each part. */
export function splitHighlights<T extends { highlight?: boolean | null }>(
  items: readonly T[],
): { regular: T[]; highlighted: T[] } {
  return {
    regular: items.filter((item) => item.highlight !== true),
    highlighted: items.filter((item) => item.highlight === true),
  };
}

/** The one order in which a list of teasers is shown, at every width (TeaserGrid uses it). */
export function arrangeTeasers<T extends { highlight?: boolean | null }>(items: readonly T[]): T[] {
  const { regular, highlighted } = splitHighlights(items);
  return interleaveHighlights(regular, highlighted);
}
