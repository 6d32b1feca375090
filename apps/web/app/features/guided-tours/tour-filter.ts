/** The guided-tours list's filter: only `type=` and `target=` of the programme filters apply. */
import { parseProgrammeQuery, type ParsedProgrammeQuery } from '~/features/programme-filters';
import type { OfferTeaser, Term } from '~/domain/types';

export const tourParameters = ['type', 'target'] as const;

export interface TourFilterOptions {
  /** Offer types present in the list, then the offer categories (their slugs). */
  types: readonly string[];
  targets: readonly string[];
}

/** Reads `type` and `target`; other parameters of the programme do not apply here. */
export function parseTourQuery(
  search: URLSearchParams,
  options: TourFilterOptions,
  now: Date,
): ParsedProgrammeQuery {
  const relevant = new URLSearchParams();
  for (const name of tourParameters) {
    for (const value of search.getAll(name)) relevant.append(name, value);
  }
  return parseProgrammeQuery(relevant, {
    now,
    knownTypes: options.types,
    knownTargets: options.targets,
  });
}

const hasSlug = (terms: readonly Term[], slug: string) => terms.some((term) => term.slug === slug);

/** The offers of one type (offer type or category) and for one target group; null = any. */
export function filterTours<T extends Pick<OfferTeaser, 'type' | 'categories' | 'targetGroups'>>(
  offers: readonly T[],
  type: string | null,
  target: string | null,
): T[] {
  return offers.filter(
    (offer) =>
      (type === null || offer.type === type || hasSlug(offer.categories, type)) &&
      (target === null || hasSlug(offer.targetGroups, target)),
  );
}

/** Offer types in the order they first occur, so the select lists only kinds that exist. */
export function presentTypes(offers: readonly Pick<OfferTeaser, 'type'>[]): OfferTeaser['type'][] {
  return [...new Set(offers.map((offer) => offer.type))];
}
