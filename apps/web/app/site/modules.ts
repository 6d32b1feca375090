import type { ScreenId } from './screens';
import { languageChoicePattern } from './service-paths';

/**
 * The route module of every screen (file paths relative to app/). A screen without a module
 * has no route and answers 404 until its module exists.
 */
export const screenModules: Partial<Record<ScreenId, string>> = {
  home: 'routes/home.tsx',
  exhibitions: 'routes/exhibitions.tsx',
  exhibition: 'routes/exhibition.tsx',
  accessibility: 'routes/accessibility.tsx',
  accessibilityDetail: 'routes/accessibility-detail.tsx',
  visit: 'routes/visit.tsx',
  visitDetail: 'routes/visit-detail.tsx',
  digitalOffers: 'routes/digital-offers.tsx',
  digitalOffer: 'routes/digital-offer.tsx',
  digitalOfferAuthor: 'routes/digital-offer-author.tsx',
  digitalOfferCategory: 'routes/digital-offer-category.tsx',
  guidedTours: 'routes/guided-tours.tsx',
  guidedTour: 'routes/guided-tour.tsx',
  guidedTourRequest: 'routes/guided-tour-request.tsx',
  today: 'routes/today.tsx',
  contact: 'routes/contact.tsx',
  museum: 'routes/museum.tsx',
  museumDetail: 'routes/museum-detail.tsx',
  pressList: 'routes/press-list.tsx',
  pressDetail: 'routes/press-detail.tsx',
  programme: 'routes/programme.tsx',
  search: 'routes/search.tsx',
  events: 'routes/events.tsx',
  event: 'routes/event.tsx',
  page: 'routes/page.tsx',
  privacyPolicy: 'routes/privacy-policy.tsx',
};

/** Routes that are not screens: the language choice (sets the cookie, redirects). */
export const serviceRoutes = [
  { id: 'language-choice', path: languageChoicePattern, file: 'routes/language.ts' },
] as const;

export const notFoundModule = 'routes/not-found.tsx';
