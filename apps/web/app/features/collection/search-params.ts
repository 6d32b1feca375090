/**
 * The collection search's state in the URL (the URL is the state: shareable, cacheable, works
 * without JavaScript). Every parameter is read leniently: what cannot be a value is dropped, never
 * an error. Facet values are the index's keys (term and maker slugs, centuries, licences), the
 * same in both languages, so the language switch keeps the whole search.
 *
 *   q=dampf&type=gemaelde&type=plakat&century=19&display=1&sort=date&page=2
 *
 * A facet's values may come repeated (a form's checkboxes) or joined by commas (links).
 */
import { imageLicences } from '~/domain/collection';
import type { Facet, Sort } from './collection-index.server';

/** The URL parameter of each facet. */
export const facetParams = {
  objectType: 'type',
  maker: 'maker',
  material: 'material',
  century: 'century',
  onDisplay: 'display',
  hasImage: 'image',
  licence: 'licence',
  exhibition: 'exhibition',
} as const satisfies Record<Facet, string>;

export const facetOrder = Object.keys(facetParams) as Facet[];

/** Facets that are a yes/no switch (one value, "yes", written as `=1`). */
export const switchFacets = new Set<Facet>(['onDisplay', 'hasImage']);

export const sorts = ['relevance', 'date', 'inventory'] as const satisfies readonly Sort[];

export const MAX_TEXT = 200;
const MAX_VALUES = 20;
export const PAGE_SIZE = 24;
/** Beyond this page nobody browses; deeper pages are clamped (and cost the index nothing). */
const MAX_PAGE = 1000;

export interface CollectionParams {
  text: string;
  filters: Partial<Record<Facet, string[]>>;
  /** As asked for; null: the default (relevance with a text, else inventory number). */
  sort: Sort | null;
  page: number;
}

const SLUG = /^[a-z0-9][a-z0-9_.~-]{0,99}$/i;
const CENTURY = /^-?[1-9][0-9]?$/;

const validValue: Record<Facet, (value: string) => boolean> = {
  objectType: (value) => SLUG.test(value),
  maker: (value) => SLUG.test(value),
  material: (value) => SLUG.test(value),
  exhibition: (value) => SLUG.test(value),
  century: (value) => CENTURY.test(value),
  licence: (value) => (imageLicences as readonly string[]).includes(value),
  onDisplay: (value) => value === 'yes',
  hasImage: (value) => value === 'yes',
};

function valuesOf(search: URLSearchParams, facet: Facet): string[] {
  const raw = search.getAll(facetParams[facet]).flatMap((value) => value.split(','));
  if (switchFacets.has(facet)) {
    return raw.some((value) => ['1', 'yes', 'true', 'on'].includes(value.trim())) ? ['yes'] : [];
  }
  const valid = raw.map((value) => value.trim()).filter((value) => validValue[facet](value));
  return [...new Set(valid)].slice(0, MAX_VALUES);
}

export function readCollectionParams(search: URLSearchParams): CollectionParams {
  const text = (search.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT).trim();
  const filters: CollectionParams['filters'] = {};
  for (const facet of facetOrder) {
    const values = valuesOf(search, facet);
    if (values.length > 0) filters[facet] = values;
  }
  const asked = search.get('sort');
  const sort = (sorts as readonly string[]).includes(asked ?? '') ? (asked as Sort) : null;
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    text,
    filters,
    sort,
    page: Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1,
  };
}

/** The sort a search uses: relevance needs a text. */
export function effectiveSort(params: Pick<CollectionParams, 'text' | 'sort'>): Sort {
  if (params.sort === 'relevance' && !params.text) return 'inventory';
  return params.sort ?? (params.text ? 'relevance' : 'inventory');
}

/**
 * The URL query of a state, in one canonical form (facets in a fixed order, values joined by
 * commas, defaults left out), for links and the language switch.
 */
export function collectionQuery(params: CollectionParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.text) query.q = params.text;
  for (const facet of facetOrder) {
    const values = params.filters[facet] ?? [];
    if (values.length === 0) continue;
    query[facetParams[facet]] = switchFacets.has(facet) ? '1' : values.join(',');
  }
  if (params.sort && params.sort !== (params.text ? 'relevance' : 'inventory')) {
    query.sort = params.sort;
  }
  if (params.page > 1) query.page = String(params.page);
  return query;
}

/** The state with one facet value added or taken away (back to the first page). */
export function toggled(params: CollectionParams, facet: Facet, value: string): CollectionParams {
  const current = params.filters[facet] ?? [];
  const values = current.includes(value)
    ? current.filter((each) => each !== value)
    : [...current, value];
  const filters = { ...params.filters };
  if (values.length > 0) filters[facet] = values;
  else delete filters[facet];
  return { ...params, filters, page: 1 };
}

/** Whether the state narrows the collection (search engines index the unfiltered page only). */
export const isNarrowed = (params: CollectionParams) =>
  params.text !== '' ||
  Object.keys(params.filters).length > 0 ||
  params.page > 1 ||
  params.sort !== null;
