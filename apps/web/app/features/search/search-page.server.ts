/**
 * What the search page shows for its parameters: nothing yet (no text), the results of one page
 * of hits, or that the search cannot answer now (its index could not be built: the CMS is down).
 */
import type { Locale } from '~/domain/locale';
import type { SearchHit, SearchResult } from './document';
import type { SearchIndex } from './search-index.server';
import { paginate } from '~/ui/pagination/paginate';
import { SEARCH_PAGE_SIZE, type SearchParams } from './search-params';

/** A hit as the page shows it (the score and id stay on the server). */
export type SearchPageHit = Omit<SearchHit, 'score' | 'id'>;

export type SearchPageResult = Omit<SearchResult, 'hits'> & {
  hits: SearchPageHit[];
  /** Pages of the shown list (the kind filter applied), at least 1. */
  pageCount: number;
};

export type SearchPageState =
  { state: 'empty' } | { state: 'unavailable' } | { state: 'results'; result: SearchPageResult };

export async function searchPageState(
  params: SearchParams,
  index: (locale: Locale) => Promise<SearchIndex>,
  locale: Locale,
  now: Date,
): Promise<SearchPageState> {
  if (!params.text) return { state: 'empty' };
  let ready: SearchIndex;
  try {
    ready = await index(locale);
  } catch (error) {
    console.error(`[search] no index for the search page: ${String(error)}`);
    return { state: 'unavailable' };
  }
  const ask = (page: number) =>
    ready.search(params.text, { kind: params.kind, page, pageSize: SEARCH_PAGE_SIZE, now });
  let result = ask(params.page);
  const shown = result.kind ? result.countsByKind[result.kind] : result.total;
  // A page past the end (an old link after an unpublish, an edited URL) shows the last one.
  const { page, pageCount } = paginate(shown, result.page, SEARCH_PAGE_SIZE);
  if (page !== result.page) result = ask(page);
  return {
    state: 'results',
    result: {
      ...result,
      pageCount,
      hits: result.hits.map(({ score: _score, id: _id, ...hit }) => hit),
    },
  };
}
