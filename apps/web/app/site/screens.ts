/**
 * The screen table (SPEC §2): one entry per screen, and the one place where path words are
 * written. Routes (app/routes.ts), links (`href`), the breadcrumb and the language switch are
 * derived from it; a fact about a screen that is not in its entry is not written anywhere else.
 *
 * An entry says:
 * - `path`: the German and English path words. No leading slash; `:name` is a path parameter,
 *   '' is the locale root. Every screen also answers at /de/… (see `routeForms`).
 * - its route module (the loader, the action and the page component) is
 *   `app/routes/<id in kebab case>.tsx` (`screenModule`, site/modules.ts): no entry names it, so the
 *   browser's copy of this table carries no file names.
 * - `title`: the UI message naming the screen (start page, lists, overviews), or null when the
 *   page is titled by its content (detail screens).
 * - `overview`: the overview it belongs to, the breadcrumb's middle step (start, overview, …).
 * - `intro`: whether editors write its intro (shown under the title and used as the meta
 *   description) in the CMS single type overview-intro, in the field named like the screen id.
 * - `detailOf`: the kind of content (teaser content type) this screen shows one item of.
 * - `pages`: the page section it lists (without a parameter) or shows one page of (with :slug).
 * - `indexed`: whether search engines should find it: it is in the sitemap, or else its pages
 *   say `noindex` (search results, request forms).
 */
import type { OverviewIntroField, PageSection, TeaserContentType } from '../domain/types';
import type { MessageKey } from '~/i18n/messages';

/** The UI messages that name screens. */
export type ScreenTitleKey = Extract<MessageKey, `screen.${string}`>;

interface ScreenEntry<Id extends string> {
  path: { de: string; en: string };
  title: ScreenTitleKey | null;
  overview: Id | null;
  intro: boolean;
  detailOf: TeaserContentType | null;
  pages: PageSection | null;
  indexed: boolean;
}

/** Checks every entry, and that `overview` names a screen of the same table. */
function screenTable<
  const Table extends { [Id in keyof Table]: ScreenEntry<Extract<keyof Table, string>> },
>(table: Table): Table {
  return table;
}

/**
 * What most screens are: not an intro screen, not the detail of a content kind, not a page
 * screen; indexed.
 */
const plain = { intro: false, detailOf: null, pages: null, indexed: true } as const;

export const screens = screenTable({
  home: {
    ...plain,
    path: { de: '', en: '' },
    title: 'screen.home',
    overview: null,
  },
  exhibitions: {
    ...plain,
    path: { de: 'ausstellungen', en: 'exhibitions' },
    title: 'screen.exhibitions',
    overview: null,
    intro: true,
  },
  exhibition: {
    ...plain,
    path: { de: 'ausstellungen/:slug', en: 'exhibitions/:slug' },
    title: null,
    overview: 'exhibitions',
    detailOf: 'exhibition',
  },
  accessibility: {
    ...plain,
    path: { de: 'barrierefreiheit', en: 'accessibility' },
    title: 'screen.accessibility',
    overview: null,
    intro: true,
    pages: 'accessibility',
  },
  // The BITV feedback form. A static path: React Router ranks it above accessibilityDetail's
  // :slug, so no CMS page can hide it (site/paths.test.ts).
  accessibilityReport: {
    ...plain,
    path: { de: 'barrierefreiheit/barriere-melden', en: 'accessibility/report-a-barrier' },
    title: 'screen.accessibilityReport',
    overview: 'accessibility',
    indexed: false,
  },
  // A fixed path beside the pages' /:slug: React Router prefers the static segment, so a page
  // with the slug "erklaerung" or "statement" could not be reached in this section.
  accessibilityStatement: {
    ...plain,
    path: { de: 'barrierefreiheit/erklaerung', en: 'accessibility/statement' },
    title: 'screen.accessibilityStatement',
    overview: 'accessibility',
  },
  accessibilityDetail: {
    ...plain,
    path: { de: 'barrierefreiheit/:slug', en: 'accessibility/:slug' },
    title: null,
    overview: 'accessibility',
    pages: 'accessibility',
  },
  visit: {
    ...plain,
    path: { de: 'besuch', en: 'visit' },
    title: 'screen.visit',
    overview: null,
    intro: true,
    pages: 'visit',
  },
  visitDetail: {
    ...plain,
    path: { de: 'besuch/:slug', en: 'visit/:slug' },
    title: null,
    overview: 'visit',
    pages: 'visit',
  },
  digitalOffers: {
    ...plain,
    path: { de: 'digitale-angebote', en: 'digital-offers' },
    title: 'screen.digitalOffers',
    overview: null,
    intro: true,
  },
  digitalOffer: {
    ...plain,
    path: { de: 'digitale-angebote/:slug', en: 'digital-offers/:slug' },
    title: null,
    overview: 'digitalOffers',
    detailOf: 'discover',
  },
  digitalOfferAuthor: {
    ...plain,
    path: { de: 'digitale-angebote/autor-in/:slug', en: 'digital-offers/author/:slug' },
    title: null,
    overview: 'digitalOffers',
  },
  digitalOfferCategory: {
    ...plain,
    path: { de: 'digitale-angebote/kategorie/:slug', en: 'digital-offers/category/:slug' },
    title: null,
    overview: 'digitalOffers',
  },
  guidedTours: {
    ...plain,
    path: { de: 'fuehrungen', en: 'guided-tours' },
    title: 'screen.guidedTours',
    overview: null,
    intro: true,
  },
  guidedTour: {
    ...plain,
    path: { de: 'fuehrungen/:slug', en: 'guided-tours/:slug' },
    title: null,
    overview: 'guidedTours',
    detailOf: 'offer',
  },
  guidedTourRequest: {
    ...plain,
    path: { de: 'fuehrungen/:slug/anfrage', en: 'guided-tours/:slug/request' },
    title: null,
    overview: 'guidedTours',
    indexed: false,
  },
  today: {
    ...plain,
    path: { de: 'heute', en: 'today' },
    title: 'screen.today',
    overview: null,
    intro: true,
  },
  contact: {
    ...plain,
    path: { de: 'kontakt', en: 'contact' },
    title: 'screen.contact',
    overview: null,
    intro: true,
  },
  museum: {
    ...plain,
    path: { de: 'museum', en: 'museum' },
    title: 'screen.museum',
    overview: null,
    intro: true,
    pages: 'museum',
  },
  museumDetail: {
    ...plain,
    path: { de: 'museum/:slug', en: 'museum/:slug' },
    title: null,
    overview: 'museum',
    pages: 'museum',
  },
  pressList: {
    ...plain,
    path: { de: 'presse', en: 'press' },
    title: 'screen.pressList',
    overview: null,
    intro: true,
  },
  pressDetail: {
    ...plain,
    path: { de: 'presse/:slug', en: 'press/:slug' },
    title: null,
    overview: 'pressList',
    detailOf: 'press',
  },
  programme: {
    ...plain,
    path: { de: 'programm', en: 'programme' },
    title: 'screen.programme',
    overview: null,
    intro: true,
  },
  search: {
    ...plain,
    path: { de: 'suche', en: 'search' },
    title: 'screen.search',
    overview: null,
    intro: true,
    indexed: false,
  },
  // The collection online (issue #45): the search over the collection index with facets, and
  // one page per object. The object's slug is its inventory number's, the same in both
  // languages, so a permalink cited in German also works in English.
  collection: {
    ...plain,
    path: { de: 'sammlung', en: 'collection' },
    title: 'screen.collection',
    overview: null,
  },
  collectionObject: {
    ...plain,
    path: { de: 'sammlung/objekt/:slug', en: 'collection/object/:slug' },
    title: null,
    overview: 'collection',
  },
  events: {
    ...plain,
    path: { de: 'veranstaltungen', en: 'events' },
    title: 'screen.events',
    overview: null,
    intro: true,
  },
  event: {
    ...plain,
    path: { de: 'veranstaltungen/:slug', en: 'events/:slug' },
    title: null,
    overview: 'events',
    detailOf: 'event',
  },
  page: {
    ...plain,
    path: { de: ':slug', en: ':slug' },
    title: null,
    overview: null,
    pages: 'none',
  },
  // The page shown is the one the CMS names as privacy policy (general contact).
  privacyPolicy: {
    ...plain,
    path: { de: 'datenschutz', en: 'privacy-policy' },
    title: 'screen.privacyPolicy',
    overview: null,
  },
});

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
  [Name in ParamNames<(typeof screens)[Id]['path']['de']>]: string;
};

// ---- Facts derived from the table -----------------------------------------------------------

type Entry<Id extends ScreenId> = (typeof screens)[Id];
type ScreensWhere<Test> = { [Id in ScreenId]: Entry<Id> extends Test ? Id : never }[ScreenId];

/** Screens named by a UI message: the start page, lists and overviews. */
export type TitledScreen = ScreensWhere<{ title: ScreenTitleKey }>;
/** Screens whose intro editors write in the CMS (single type overview-intro). */
export type IntroScreen = ScreensWhere<{ intro: true }>;
/** Screens that show one item of a content kind (exhibition, event …). */
export type DetailScreen = ScreensWhere<{ detailOf: TeaserContentType }>;

// Compile-time checks: a breadcrumb overview and an intro screen need a title, every content
// kind and every page section need their detail screen. A failing check is a type error on its line.
type Never<T> = [T] extends [never] ? true : false;
const overviewsHaveTitles: Never<Exclude<Entry<ScreenId>['overview'], TitledScreen | null>> = true;
const introScreensHaveTitles: Never<Exclude<IntroScreen, TitledScreen>> = true;
// The CMS single type overview-intro has one field per intro screen, no more and no fewer.
const introScreensHaveIntroFields: Never<Exclude<IntroScreen, OverviewIntroField>> = true;
const introFieldsHaveIntroScreens: Never<Exclude<OverviewIntroField, IntroScreen>> = true;
const everyKindHasADetailScreen: Never<Exclude<TeaserContentType, Entry<ScreenId>['detailOf']>> =
  true;
type PageDetailSections = {
  [Id in ScreenId]: Entry<Id>['path']['de'] extends `${string}:slug` ? Entry<Id>['pages'] : never;
}[ScreenId];
const everySectionHasADetailScreen: Never<Exclude<PageSection, PageDetailSections>> = true;
void [
  overviewsHaveTitles,
  introScreensHaveTitles,
  introScreensHaveIntroFields,
  introFieldsHaveIntroScreens,
  everyKindHasADetailScreen,
  everySectionHasADetailScreen,
];

export function isTitledScreen(id: ScreenId): id is TitledScreen {
  return screens[id].title !== null;
}

/** Whether search engines may list the screen's pages (sitemap, robots meta). */
export function isIndexedScreen(id: ScreenId): boolean {
  return screens[id].indexed;
}

export function isIntroScreen(id: ScreenId): id is IntroScreen {
  return screens[id].intro;
}

/** The screens whose intros come from the CMS, in table order (the CMS fields have their ids). */
export const introScreens: IntroScreen[] = screenIds.filter(isIntroScreen);

/** The UI message naming a titled screen. */
export function screenTitleKey(id: TitledScreen): ScreenTitleKey {
  return screens[id].title;
}

/** The overview a screen belongs to in the breadcrumb, or null. */
export function overviewOf(id: ScreenId): TitledScreen | null {
  const overview: ScreenId | null = screens[id].overview;
  return overview !== null && isTitledScreen(overview) ? overview : null;
}

/** The detail screen of a kind of content: where its teasers, menu entries and search hits link. */
export function detailScreenOf(kind: TeaserContentType): DetailScreen {
  const screen = screenIds.find((id): id is DetailScreen => screens[id].detailOf === kind);
  // Cannot happen: `everyKindHasADetailScreen` above fails to compile first.
  if (!screen) throw new Error(`no detail screen for content of kind "${kind}"`);
  return screen;
}

/** The screens of a page section: its overview (none for section-less pages) and its detail. */
export function sectionScreensOf(section: PageSection): {
  overview: ScreenId | null;
  detail: ScreenId;
} {
  const ofSection = screenIds.filter((id) => screens[id].pages === section);
  const hasSlug = (id: ScreenId) => screens[id].path.de.includes(':slug');
  const detail = ofSection.find(hasSlug);
  if (!detail) throw new Error(`no screen shows pages of section "${section}"`);
  return { overview: ofSection.find((id) => !hasSlug(id)) ?? null, detail };
}
