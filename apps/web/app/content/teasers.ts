/**
 * One preview shape for all kinds of content (SPEC §3 "Content item"): lists, menu teasers and
 * related items all show `ContentTeaser`s made here from the domain objects.
 */
import type {
  ContentTeaser,
  DigitalOffer,
  DigitalOfferTeaser,
  Event,
  EventTeaser,
  Exhibition,
  ExhibitionTeaser,
  Offer,
  OfferTeaser,
  PressRelease,
  PressTeaser,
} from '~/domain/types';

export type TeaserSource = Exhibition | Event | Offer | DigitalOffer | PressRelease;

/** Kinds without target groups or an exhibition relation. */
const noRelations = (): Pick<ContentTeaser, 'targetGroups' | 'categories' | 'exhibition'> => ({
  targetGroups: [],
  categories: [],
  exhibition: null,
});

export function exhibitionTeaser(exhibition: Exhibition): ExhibitionTeaser {
  return {
    ...noRelations(),
    contentType: 'exhibition',
    title: exhibition.title,
    slug: exhibition.slug,
    type: exhibition.type,
    variant: exhibition.variant,
    startDate: exhibition.startDate,
    endDate: exhibition.endDate,
    dateTimeOverride: null,
    allDay: true,
    seasonalColorRequired: exhibition.seasonalColorRequired,
    highlight: false,
    headline: exhibition.headline,
    teaserText: exhibition.teaserText,
    image: exhibition.image,
    alternates: exhibition.alternates,
  };
}

export function eventTeaser(event: Event): EventTeaser {
  const exhibition = event.exhibitions[0] ?? null;
  return {
    contentType: 'event',
    title: event.title,
    slug: event.slug,
    type: null,
    startDate: event.startDate,
    endDate: event.endDate,
    dateTimeOverride: event.dateTimeOverride,
    allDay: event.allDay,
    status: event.status,
    series: event.series,
    ...(event.occurrence ? { occurrence: event.occurrence } : {}),
    targetGroups: event.targetGroups,
    categories: event.categories,
    exhibition,
    seasonalColorRequired: exhibition?.seasonalColorRequired ?? false,
    highlight: event.highlight,
    headline: event.headline,
    teaserText: event.teaserText,
    image: event.image,
    alternates: event.alternates,
  };
}

export function offerTeaser(offer: Offer): OfferTeaser {
  const exhibition = offer.exhibitions[0] ?? null;
  return {
    contentType: 'offer',
    title: offer.title,
    slug: offer.slug,
    type: offer.type,
    bookable: offer.bookable,
    startDate: offer.startDate,
    endDate: offer.endDate,
    dateTimeOverride: null,
    allDay: true,
    targetGroups: offer.targetGroups,
    categories: offer.categories,
    exhibition,
    seasonalColorRequired: exhibition?.seasonalColorRequired ?? false,
    highlight: offer.highlight,
    headline: offer.headline,
    teaserText: offer.teaserText,
    image: offer.image,
    alternates: offer.alternates,
  };
}

export function digitalOfferTeaser(offer: DigitalOffer): DigitalOfferTeaser {
  return {
    ...noRelations(),
    contentType: 'discover',
    title: offer.title,
    slug: offer.slug,
    type: offer.type,
    author: offer.author,
    startDate: offer.publishedDate,
    endDate: null,
    dateTimeOverride: null,
    allDay: true,
    categories: offer.categories,
    seasonalColorRequired: false,
    highlight: false,
    headline: offer.headline,
    teaserText: offer.teaserText,
    image: offer.image,
    alternates: offer.alternates,
  };
}

export function pressTeaser(release: PressRelease): PressTeaser {
  return {
    ...noRelations(),
    contentType: 'press',
    title: release.title,
    slug: release.slug,
    type: release.kind,
    startDate: release.date,
    endDate: null,
    dateTimeOverride: null,
    allDay: true,
    seasonalColorRequired: false,
    highlight: false,
    headline: release.headline,
    teaserText: release.teaserText,
    image: release.image,
    alternates: release.alternates,
  };
}

/** The teaser of any exhibition, event, offer, digital offer or press release. */
export function toTeaser(item: Exhibition): ExhibitionTeaser;
export function toTeaser(item: Event): EventTeaser;
export function toTeaser(item: Offer): OfferTeaser;
export function toTeaser(item: DigitalOffer): DigitalOfferTeaser;
export function toTeaser(item: PressRelease): PressTeaser;
export function toTeaser(item: TeaserSource): ContentTeaser;
export function toTeaser(item: TeaserSource): ContentTeaser {
  switch (item.contentType) {
    case 'exhibition':
      return exhibitionTeaser(item);
    case 'event':
      return eventTeaser(item);
    case 'offer':
      return offerTeaser(item);
    case 'discover':
      return digitalOfferTeaser(item);
    case 'press':
      return pressTeaser(item);
  }
}
