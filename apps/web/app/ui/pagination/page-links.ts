/** Links of the pagination element: each keeps every other query parameter. */

/** The query of `page`, built from the current one: page 1 is left out (one URL per page). */
export function pageSearch(current: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(current);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageHref(
  pathname: string,
  current: URLSearchParams | string,
  page: number,
): string {
  return `${pathname}${pageSearch(current, page)}`;
}

/** A list's page number as its query (the language switch keeps it): none for the first. */
export function pageQuery(page: number): Record<string, string> {
  return page > 1 ? { page: String(page) } : {};
}

/** The page a list is asked for (`?page=`); anything unreadable is page 1 (paginate clamps the rest). */
export function requestedPage(search: URLSearchParams): number {
  const value = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(value) ? value : 1;
}
