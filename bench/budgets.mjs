// The performance budgets of the site, and how a figure is judged against one.
// KB means 1000 bytes (the stricter reading of "125 KB").

export const KB = 1000;

export const budgets = {
  firstLoadJsGzip: { max: 125 * KB, unit: 'bytes', label: 'first-load JS (gzip)' },
  htmlGzip: { max: 30 * KB, unit: 'bytes', label: 'HTML (gzip)' },
  cachedVsNginx: { min: 0.35, unit: 'ratio', label: 'cached page web/nginx' },
  uncachedRps: { min: 600, unit: 'rps', label: 'uncached render requests/s' },
  uncachedP99: { max: 150, unit: 'ms', label: 'uncached render p99' },
  // The alternative to the two above: the site's uncached render against the framework's floor.
  uncachedVsFloor: { min: 0.6, unit: 'ratio', label: 'uncached render web/floor' },
  rssGrowth: { max: 0.1, unit: 'percent', label: 'RSS growth over the throughput phase' },
  lighthouse: {
    performance: { min: 0.98, unit: 'score', label: 'performance' },
    accessibility: { min: 1, unit: 'score', label: 'accessibility' },
    bestPractices: { min: 1, unit: 'score', label: 'best practices' },
    seo: { min: 1, unit: 'score', label: 'SEO' },
    lcp: { max: 1500, unit: 'ms', label: 'LCP' },
    cls: { max: 0.01, unit: 'number', label: 'CLS' },
    tbt: { max: 50, unit: 'ms', label: 'TBT' },
  },
  programmeRender5000: { max: 60, unit: 'ms', label: 'programme render, 5,000 events' },
  searchBuild: { max: 2000, unit: 'ms', label: 'search index build, 10,000 items' },
  searchQueryP95: { max: 10, unit: 'ms', label: 'search query p95, 10,000 items' },
  suggestionsP99: { max: 20, unit: 'ms', label: 'search suggestions p99, 50 connections' },
  // Issue #45: over the demo collection, and one large picture's tiles.
  collectionSearchP95: { max: 30, unit: 'ms', label: 'collection search p95 (server time)' },
  tiles6000: { max: 10_000, unit: 'ms', label: 'IIIF tiles of a 6,000 × 4,000 picture' },
};

/** 'within', 'over', or null when there is no figure to judge. */
export function judge(value, budget) {
  if (value === null || value === undefined || Number.isNaN(value) || !budget) return null;
  if (budget.max !== undefined) return value <= budget.max ? 'within' : 'over';
  return value >= budget.min ? 'within' : 'over';
}

export function formatValue(value, unit) {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  switch (unit) {
    case 'bytes':
      return value >= 1000 * KB
        ? `${(value / (1000 * KB)).toFixed(2)} MB`
        : `${(value / KB).toFixed(1)} KB`;
    case 'ms':
      return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
    case 'rps':
      return `${Math.round(value)}/s`;
    case 'percent':
      return `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
    case 'us':
      return `${value < 100 ? value.toFixed(1) : Math.round(value)} µs`;
    case 'ratio':
      return `${value < 0.1 ? value.toPrecision(2) : value.toFixed(2)}×`;
    case 'score':
      return value.toFixed(2);
    case 'number':
      return value.toFixed(3);
    default:
      return String(value);
  }
}

/** "≤ 30.0 KB" or "≥ 600/s". */
export function formatBudget(budget) {
  if (!budget) return '';
  return budget.max !== undefined
    ? `≤ ${formatValue(budget.max, budget.unit)}`
    : `≥ ${formatValue(budget.min, budget.unit)}`;
}

/**
 * A figure with its budget and verdict, as printed in the table and kept in the JSON; `group`
 * gathers the figures of one budget (e.g. LCP of all ten pages) for the budget summary.
 */
export function check(label, value, budget, group = null) {
  return {
    label,
    value,
    unit: budget?.unit,
    budget: formatBudget(budget),
    verdict: judge(value, budget),
    group,
  };
}

/** Above this share of failed requests (socket errors, timeouts, status ≥ 400) a row is over. */
export const MAX_FAILED_SHARE = 0.001;

/** Whether a load row failed too often for its rate to count (fast errors are no throughput). */
export function failedTooOften(row) {
  if (!row || !row.requests) return false;
  return ((row.errors ?? 0) + (row.non2xx ?? 0)) / row.requests > MAX_FAILED_SHARE;
}

/**
 * Uncached renders: within when ≥ 600/s with p99 ≤ 150 ms, or when at least 0.6× the
 * framework floor's rate on the same machine in the same run; over when requests failed.
 */
export function uncachedVerdict({ rps, p99, floorRatio, failed = false }) {
  if (failed) return 'over';
  const absolute = [judge(rps, budgets.uncachedRps), judge(p99, budgets.uncachedP99)];
  const relative = judge(floorRatio, budgets.uncachedVsFloor);
  if (absolute.every((v) => v === 'within') || relative === 'within') return 'within';
  if (absolute.includes(null) && relative === null) return null;
  return 'over';
}
