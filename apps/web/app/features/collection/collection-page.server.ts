/**
 * What the collection search page shows for the URL's state: the hits as cards in the page's
 * language, the facets with their counts (a chosen value is always listed, so it can be taken
 * away again), the sort, the pages; or that the index cannot answer yet (503).
 */
import type { Locale } from '~/domain/locale';
import type { Image } from '~/domain/types';
import type { CollectionResult, Facet, Sort } from './collection-index.server';
import type { CollectionService } from './collection-service.server';
import type { ObjectCard } from './index-entry.server';
import { effectiveSort, facetOrder, PAGE_SIZE, type CollectionParams } from './search-params';

/** A hit as its card shows it, in the page's language where the object has it. */
export interface CardView {
  slug: string;
  inventoryNumber: string;
  title: string;
  /** The title's language when it is not the page's (a German-only object on an English page). */
  titleLang: Locale | null;
  dating: string | null;
  makers: string[];
  image: Image | null;
}

export interface FacetValueView {
  value: string;
  /** The name from the index (terms, makers, exhibitions); null where the page names it. */
  label: string | null;
  count: number;
  selected: boolean;
}

export interface FacetView {
  facet: Facet;
  values: FacetValueView[];
}

export type CollectionPageState =
  | {
      state: 'results';
      total: number;
      page: number;
      sort: Sort;
      cards: CardView[];
      facets: FacetView[];
    }
  | { state: 'unavailable' };

function toCard(card: ObjectCard, locale: Locale): CardView {
  const other: Locale = locale === 'de' ? 'en' : 'de';
  const title = card.title[locale] ?? card.title[other] ?? card.inventoryNumber;
  return {
    slug: card.slug,
    inventoryNumber: card.inventoryNumber,
    title,
    titleLang: card.title[locale] ? null : card.title[other] ? other : null,
    dating: card.dating[locale] ?? card.dating[other] ?? null,
    makers: card.makers,
    image: card.image,
  };
}

function facetViews(result: CollectionResult, params: CollectionParams): FacetView[] {
  return facetOrder.map((facet) => {
    const chosen = params.filters[facet] ?? [];
    const values: FacetValueView[] = result.facets[facet].map((entry) => ({
      ...entry,
      selected: chosen.includes(entry.value),
    }));
    // A chosen value that no hit has any more (the text narrowed it away) stays, unticked only
    // by the visitor.
    for (const value of chosen) {
      if (!values.some((entry) => entry.value === value))
        values.push({ value, label: null, count: 0, selected: true });
    }
    if (facet === 'century') values.sort((a, b) => Number(a.value) - Number(b.value));
    return { facet, values };
  });
}

export function collectionPageState(
  service: Pick<CollectionService, 'search'>,
  params: CollectionParams,
  locale: Locale,
): CollectionPageState {
  const sort = effectiveSort(params);
  const ask = (page: number) =>
    service.search({
      locale,
      text: params.text,
      filters: params.filters,
      sort,
      page,
      pageSize: PAGE_SIZE,
    });
  let result: CollectionResult;
  try {
    result = ask(params.page);
    // A page past the last (an old link after objects went): the last page instead.
    const last = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
    if (params.page > last) result = ask(last);
  } catch (error) {
    console.error(
      `[collection] search failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { state: 'unavailable' };
  }
  return {
    state: 'results',
    total: result.total,
    page: result.page,
    sort,
    cards: result.hits.map((hit) => toCard(hit.card as ObjectCard, locale)),
    facets: facetViews(result, params),
  };
}

/** How many objects the exhibition page shows before its link to all of them. */
export const EXHIBITION_ROW = 6;

/**
 * The objects on display in an exhibition (the index's exhibition facet: its German slug), for
 * its page: the first few as cards and how many there are; null when the index cannot answer
 * (the page shows without them).
 */
export function exhibitionObjects(
  service: Pick<CollectionService, 'search'>,
  exhibitionKey: string,
  locale: Locale,
): { key: string; total: number; cards: CardView[] } | null {
  try {
    const result = service.search({
      locale,
      filters: { exhibition: [exhibitionKey] },
      sort: 'inventory',
      pageSize: EXHIBITION_ROW,
    });
    return {
      key: exhibitionKey,
      total: result.total,
      cards: result.hits.map((hit) => toCard(hit.card as ObjectCard, locale)),
    };
  } catch {
    return null;
  }
}
