/**
 * The digital offers list's GET filters: `type` (blog, podcast, video, quiz) and `category`
 * (a discover category's slug in the page language). Unknown values are dropped and reported,
 * so the page can say what it ignored instead of showing an empty list.
 */
import type { DigitalOfferType, Term } from '~/domain/types';

export const offerTypes = [
  'Blog',
  'Podcast',
  'Video',
  'Quiz',
] as const satisfies readonly DigitalOfferType[];

export interface OfferFilters {
  type: DigitalOfferType | null;
  category: string | null;
  /** Parameter values that matched nothing and were ignored, e.g. { name: 'type', value: 'x' }. */
  ignored: { name: 'type' | 'category'; value: string }[];
}

/** The value a type has in URLs: lower case, e.g. "podcast". */
export const typeParam = (type: DigitalOfferType) => type.toLowerCase();

export function parseOfferFilters(
  params: URLSearchParams,
  categories: readonly Term[],
): OfferFilters {
  const filters: OfferFilters = { type: null, category: null, ignored: [] };
  const rawType = params.get('type')?.trim() ?? '';
  if (rawType) {
    const type = offerTypes.find((candidate) => typeParam(candidate) === rawType.toLowerCase());
    if (type) filters.type = type;
    else filters.ignored.push({ name: 'type', value: rawType });
  }
  const rawCategory = params.get('category')?.trim() ?? '';
  if (rawCategory) {
    const category = categories.find((candidate) => candidate.slug === rawCategory.toLowerCase());
    if (category) filters.category = category.slug;
    else filters.ignored.push({ name: 'category', value: rawCategory });
  }
  return filters;
}

/** The query of the filtered list, as the filter form sends it. */
export function offerFilterQuery(filters: OfferFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', typeParam(filters.type));
  if (filters.category) query.set('category', filters.category);
  return query;
}

type Filterable = { type: string | null; categories: readonly Term[] };

export function applyOfferFilters<T extends Filterable>(
  items: readonly T[],
  filters: OfferFilters,
): T[] {
  return items.filter(
    (item) =>
      (filters.type === null || item.type === filters.type) &&
      (filters.category === null ||
        item.categories.some((category) => category.slug === filters.category)),
  );
}
