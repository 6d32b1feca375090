/**
 * The screen table (SPEC §2): the one place where path words are written.
 * Routes, links, breadcrumb, language switch and sitemap are all derived from it.
 * Patterns have no leading slash; `:name` is a path parameter, '' is the locale root.
 */
export const screens = {
  home: { de: '', en: '' },
  exhibitions: { de: 'ausstellungen', en: 'exhibitions' },
  exhibition: { de: 'ausstellungen/:slug', en: 'exhibitions/:slug' },
  accessibility: { de: 'barrierefreiheit', en: 'accessibility' },
  accessibilityDetail: { de: 'barrierefreiheit/:slug', en: 'accessibility/:slug' },
  visit: { de: 'besuch', en: 'visit' },
  visitDetail: { de: 'besuch/:slug', en: 'visit/:slug' },
  digitalOffers: { de: 'digitale-angebote', en: 'digital-offers' },
  digitalOffer: { de: 'digitale-angebote/:slug', en: 'digital-offers/:slug' },
  digitalOfferAuthor: { de: 'digitale-angebote/autor-in/:slug', en: 'digital-offers/author/:slug' },
  digitalOfferCategory: {
    de: 'digitale-angebote/kategorie/:slug',
    en: 'digital-offers/category/:slug',
  },
  guidedTours: { de: 'fuehrungen', en: 'guided-tours' },
  guidedTour: { de: 'fuehrungen/:slug', en: 'guided-tours/:slug' },
  guidedTourRequest: { de: 'fuehrungen/:slug/anfrage', en: 'guided-tours/:slug/request' },
  today: { de: 'heute', en: 'today' },
  contact: { de: 'kontakt', en: 'contact' },
  museum: { de: 'museum', en: 'museum' },
  museumDetail: { de: 'museum/:slug', en: 'museum/:slug' },
  pressList: { de: 'presse', en: 'press' },
  pressDetail: { de: 'presse/:slug', en: 'press/:slug' },
  programme: { de: 'programm', en: 'programme' },
  search: { de: 'suche', en: 'search' },
  events: { de: 'veranstaltungen', en: 'events' },
  event: { de: 'veranstaltungen/:slug', en: 'events/:slug' },
  page: { de: ':slug', en: ':slug' },
  privacyPolicy: { de: 'datenschutz', en: 'privacy-policy' },
} as const satisfies Record<string, { de: string; en: string }>;

export type ScreenId = keyof typeof screens;

export const screenIds = Object.keys(screens) as ScreenId[];

/** The three URL forms of every screen: German, German with /de, English with /en. */
export const routeForms = ['de', 'dePrefixed', 'en'] as const;
export type RouteForm = (typeof routeForms)[number];

type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** Path parameters of a screen, inferred from its German pattern (both languages share them). */
export type ScreenParams<Id extends ScreenId> = {
  [Name in ParamNames<(typeof screens)[Id]['de']>]: string;
};
