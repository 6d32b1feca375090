/** Placement of highlighted programme items in the grid (SPEC §9). */

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/** How many regular items come before each highlighted one, per breakpoint. */
export const highlightEvery: Record<Exclude<Breakpoint, 'mobile'>, number> = {
  tablet: 2,
  desktop: 3,
};

/**
 * Inserts one highlighted item after every 2 (tablet) or 3 (desktop) regular items, so that
 * the large tiles fill whole grid rows; highlights left over go to the end. On mobile there is
 * one column and nothing to balance: the lists stay as they are, regular then highlighted.
 */
export function interleaveHighlights<R, H>(
  regular: readonly R[],
  highlighted: readonly H[],
  breakpoint: Breakpoint,
): (R | H)[] {
  if (breakpoint === 'mobile') return [...regular, ...highlighted];
  const every = highlightEvery[breakpoint];
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

/**
 * The order in which a programme list is shown: on mobile exactly the given (chronological)
 * order, on larger screens highlights interleaved as above.
 */
export function arrangeProgramme<T extends { highlight?: boolean | null }>(
  items: readonly T[],
  breakpoint: Breakpoint,
): T[] {
  if (breakpoint === 'mobile') return [...items];
  const { regular, highlighted } = splitHighlights(items);
  return interleaveHighlights(regular, highlighted, breakpoint);
}
