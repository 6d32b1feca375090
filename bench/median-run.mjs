// Which of a page's Lighthouse runs is reported, and its LCP element (kept apart from Lighthouse itself so the unit
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

/**
 * The LCP element of a Lighthouse result: Lighthouse 13 names it in the LCP breakdown insight
 * (a list whose node item is the element); older versions in largest-contentful-paint-element.
 */
export function lcpElementOf(lhr) {
  const lists = ['lcp-breakdown-insight', 'largest-contentful-paint-element'].flatMap(
    (id) => lhr.audits[id]?.details?.items ?? [],
  );
  const node =
    lists.find((item) => item.type === 'node') ??
    lists.flatMap((item) => item.items ?? []).find((row) => row.node)?.node;
  return node ? { snippet: node.snippet ?? null, selector: node.selector ?? null } : null;
}

/**
 * A category's score as Lighthouse computes it (the weighted mean of its scored audits), leaving
 * out the audits named. For pages that are `noindex` on purpose (decision 0018: search results and
 * the booking form), `is-crawlable` fails by design; their SEO is judged on the other audits.
 */
export function categoryScoreWithout(lhr, categoryId, leftOut) {
  // As Lighthouse does: audits that do not apply carry no weight; one that errored counts 0.
  const unscored = new Set(['notApplicable', 'manual', 'informative']);
  const refs = lhr.categories[categoryId].auditRefs.filter(
    (ref) =>
      ref.weight > 0 &&
      !leftOut.includes(ref.id) &&
      !unscored.has(lhr.audits[ref.id]?.scoreDisplayMode),
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (weight === 0) return null;
  const scoreOf = (ref) => {
    const score = lhr.audits[ref.id]?.score;
    return typeof score === 'number' ? score : 0;
  };
  const score = refs.reduce((sum, ref) => sum + ref.weight * scoreOf(ref), 0) / weight;
  return Math.round(score * 100) / 100;
}
