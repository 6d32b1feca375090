/** Links of the pagination element: each keeps every other query parameter. */

/** The query of `page`, built from the current one: page 1 is left out (one URL per page). */
export function pageSearch(current: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(current);
  params.delete('page');
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageHref(pathname: string, current: URLSearchParams | string, page: number): string {
  return `${pathname}${pageSearch(current, page)}`;
}
