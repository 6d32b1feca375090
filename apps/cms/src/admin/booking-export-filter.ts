// What the export button sends: the list's own filters, search and sort, exactly as the content
// manager's list view holds them in its address (`filters[$and][0][date][$eq]=…`, `_q`,
// `sort=date:ASC`, parsed by qs), so the CMS exports the rows the list shows, in its order
// (src/booking/routes.ts). Paging and the locale are left out: the file holds every row.

export interface ExportParams {
  filters?: Record<string, unknown>;
  /** Absent: the CMS exports in the list's default order (newest first). */
  sort?: unknown;
  _q?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function exportParams(query: Record<string, unknown>): ExportParams {
  const { filters, sort, _q: search } = query;
  return {
    ...(isObject(filters) && Object.keys(filters).length > 0 ? { filters } : {}),
    ...(sort === undefined || sort === '' ? {} : { sort }),
    ...(typeof search === 'string' && search.trim() !== '' ? { _q: search } : {}),
  };
}
