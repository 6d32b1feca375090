// Which of a page's Lighthouse runs is reported (kept apart from Lighthouse itself so the unit
// tests run without the bench's tools installed).

/**
 * The median run by performance score (ties: the one with the lower LCP first), so that every
 * figure printed for a page, its LCP element included, comes from one real run. With an even
 * number of runs (a failed run), the lower middle one.
 */
export function medianRun(runs) {
  if (runs.length === 0) return null;
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
