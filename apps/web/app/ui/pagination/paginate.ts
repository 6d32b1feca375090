/** Page numbers for the pagination element of SPEC §1. */

export type PageLink = number | 'gap';

export type Pagination = {
  /** The requested page, clamped to 1…pageCount. */
  page: number;
  /** At least 1, so an empty list still has one (empty) page. */
  pageCount: number;
  /** Slice bounds into the full list: items.slice(from, to). */
  from: number;
  to: number;
  /** First, last, and the current page with its neighbours; 'gap' where pages are left out. */
  pages: PageLink[];
};

function wholeAtLeast(value: number, minimum: number): number {
  return Number.isFinite(value) ? Math.max(minimum, Math.floor(value)) : minimum;
}

export function paginate(total: number, page: number, pageSize: number): Pagination {
  const size = wholeAtLeast(pageSize, 1);
  const count = wholeAtLeast(total, 0);
  const pageCount = Math.max(1, Math.ceil(count / size));
  const current = Math.min(pageCount, wholeAtLeast(page, 1));
  const from = (current - 1) * size;
  const to = Math.min(count, from + size);

  const shown = [...new Set([1, current - 1, current, current + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  const pages: PageLink[] = [];
  for (const number of shown) {
    const previous = pages.at(-1);
    if (typeof previous === 'number' && number - previous === 2) pages.push(previous + 1);
    else if (typeof previous === 'number' && number - previous > 2) pages.push('gap');
    pages.push(number);
  }
  return { page: current, pageCount, from, to, pages };
}
