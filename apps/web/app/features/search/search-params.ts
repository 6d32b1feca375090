/**
 * The search page's query parameters (`text`, `kind`, `page`) as the loader reads them. Anything
 * a visitor may type into the URL is normalised here, never an error: an unknown kind is no
 * filter, a page that is not a positive whole number is page 1.
 */
import { isSearchKind, type SearchKind } from './document';

export interface SearchParams {
  /** As typed (trimmed); the engine cuts it to 200 characters and says so. */
  text: string;
  kind: SearchKind | null;
  page: number;
}

export const SEARCH_PAGE_SIZE = 10;

export function readSearchParams(search: URLSearchParams): SearchParams {
  const kind = search.get('kind');
  const page = search.get('page') ?? '';
  return {
    text: (search.get('text') ?? '').trim(),
    kind: isSearchKind(kind) ? kind : null,
    page: /^\d{1,15}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The search URL's query for a text, kind and page: defaults are left out, so URLs stay short. */
export function searchQuery(params: {
  text: string;
  kind?: SearchKind | null;
  page?: number;
}): Record<string, string> {
  const query: Record<string, string> = { text: params.text };
  if (params.kind) query.kind = params.kind;
  if (params.page && params.page > 1) query.page = String(params.page);
  return query;
}
