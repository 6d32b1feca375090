/**
 * Loader-facing reads, one function per kind of content. Lists give teasers (one shape for all
 * kinds, see teasers.ts); details give the full domain object with `alternates` (the slug in
 * each locale) for the language switch. All reads are cached per locale.
 */
import type { Locale } from '~/site/locales';
import { content } from './content.server';
import { resolveRedirect } from './redirects';
import {
  digitalOfferTeaser,
  eventTeaser,
  exhibitionTeaser,
  offerTeaser,
  pressTeaser,
} from './teasers';
import type {
  AccessibilityTagEntry,
  Author,
  Category,
  CategoryScope,
  DigitalOffer,
  DigitalOfferCategory,
  DigitalOfferTeaser,
  Event,
  EventTeaser,
  Exhibition,
  ExhibitionTeaser,
  Offer,
  OfferTeaser,
  Page,
  PageBlock,
  PageSection,
  PageTeaser,
  Partner,
  PressRelease,
  PressTeaser,
  Redirect,
  TargetGroup,
} from './types';

export { resolveRedirect, type RedirectTarget } from './redirects';
export { toTeaser } from './teasers';

/** Derived lists are computed once per cached list (the cache hands out the same array). */
function memoize<In extends object, Out>(derive: (input: In) => Out): (input: In) => Out {
  const results = new WeakMap<In, Out>();
  return (input) => {
    const cached = results.get(input);
    if (cached !== undefined) return cached;
    const result = derive(input);
    results.set(input, result);
    return result;
  };
}

// ---- Single types -------------------------------------------------------------------------

export const getSiteMenu = (locale: Locale) => content.getSingle('site-menu', locale);
export const getGeneralContact = (locale: Locale) => content.getSingle('general-contact', locale);
export const getSeasonalColors = () => content.getSingle('seasonal-colors-collection', 'de');
export const getHome = (locale: Locale) => content.getSingle('home', locale);
export const getOpeningHours = () => content.getSingle('opening-hours', 'de');

// ---- Exhibitions, events, offers ----------------------------------------------------------

const exhibitionTeasers = memoize((items: Exhibition[]) => items.map(exhibitionTeaser));
const eventTeasers = memoize((items: Event[]) => items.map(eventTeaser));
const offerTeasers = memoize((items: Offer[]) => items.map(offerTeaser));

/** All exhibitions, newest start first. */
export async function getExhibitions(locale: Locale): Promise<ExhibitionTeaser[]> {
  return exhibitionTeasers(await content.getList('exhibitions', locale));
}
/** One exhibition with gallery, body and its related events and offers; null when unknown. */
export const getExhibition = (slug: string, locale: Locale): Promise<Exhibition | null> =>
  content.getBySlug('exhibitions', slug, locale);

/** All events (the whole programme), earliest start first. */
export async function getEvents(locale: Locale): Promise<EventTeaser[]> {
  return eventTeasers(await content.getList('events', locale));
}
export const getEvent = (slug: string, locale: Locale): Promise<Event | null> =>
  content.getBySlug('events', slug, locale);

/** All offers (guided tours, workshops …) by title. */
export async function getOffers(locale: Locale): Promise<OfferTeaser[]> {
  return offerTeasers(await content.getList('offers', locale));
}
export const getOffer = (slug: string, locale: Locale): Promise<Offer | null> =>
  content.getBySlug('offers', slug, locale);

// ---- Digital offers -----------------------------------------------------------------------

const digitalOfferTeasers = memoize((items: DigitalOffer[]) => items.map(digitalOfferTeaser));

/** All blog posts, podcasts, videos and quizzes, newest first. */
export async function getDigitalOffers(locale: Locale): Promise<DigitalOfferTeaser[]> {
  return digitalOfferTeasers(await content.getList('digital-offers', locale));
}
export const getDigitalOffer = (slug: string, locale: Locale): Promise<DigitalOffer | null> =>
  content.getBySlug('digital-offers', slug, locale);

/** An author with their digital offers; null when unknown. */
export async function getAuthor(slug: string, locale: Locale): Promise<Author | null> {
  const [author, offers] = await Promise.all([
    content.getBySlug('authors', slug, locale),
    getDigitalOffers(locale),
  ]);
  if (!author) return null;
  return { ...author, digitalOffers: offers.filter((offer) => offer.author?.slug === slug) };
}

/** A category of digital offers (scope discover) with its digital offers; null when unknown. */
export async function getDigitalOfferCategory(
  slug: string,
  locale: Locale,
): Promise<DigitalOfferCategory | null> {
  const [categories, offers] = await Promise.all([
    getCategories(locale, 'discover'),
    getDigitalOffers(locale),
  ]);
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) return null;
  return {
    ...category,
    digitalOffers: offers.filter((offer) => offer.categories.some((term) => term.slug === slug)),
  };
}

// ---- Press --------------------------------------------------------------------------------

const pressTeasers = memoize((items: PressRelease[]) => items.map(pressTeaser));

/** All press releases and press kits, newest first (`type` is the kind: release or kit). */
export async function getPressReleases(locale: Locale): Promise<PressTeaser[]> {
  return pressTeasers(await content.getList('press-releases', locale));
}
export const getPressRelease = (slug: string, locale: Locale): Promise<PressRelease | null> =>
  content.getBySlug('press-releases', slug, locale);

// ---- Pages --------------------------------------------------------------------------------

const pageTeasers = memoize((pages: Page[]): PageTeaser[] =>
  pages
    .map(({ blocks: _blocks, seo: _seo, ...teaser }) => teaser)
    .sort(
      (a, b) =>
        (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
        a.title.localeCompare(b.title),
    ),
);

/** Pages for overviews (visit, museum, accessibility), by `order` then title. */
export async function getPages(
  locale: Locale,
  options: { section?: PageSection } = {},
): Promise<PageTeaser[]> {
  const pages = pageTeasers(await content.getList('pages', locale));
  return options.section ? pages.filter((page) => page.section === options.section) : pages;
}

/** One page with its blocks (partner lists filled in with their partners); null when unknown. */
export async function getPage(slug: string, locale: Locale): Promise<Page | null> {
  const page = await content.getBySlug('pages', slug, locale);
  if (!page || !page.blocks.some((block) => block.kind === 'partner-list')) return page;
  const partners = await getPartners();
  return { ...page, blocks: page.blocks.map((block) => withPartners(block, partners)) };
}

function withPartners(block: PageBlock, partners: Partner[]): PageBlock {
  if (block.kind !== 'partner-list') return block;
  const group = block.group;
  return { ...block, partners: group ? partners.filter((partner) => partner.group === group) : partners };
}

// ---- Taxonomies ---------------------------------------------------------------------------

/** Categories by title; with a scope only those of events, offers or digital offers. */
export async function getCategories(locale: Locale, scope?: CategoryScope): Promise<Category[]> {
  const categories = await content.getList('categories', locale);
  return scope ? categories.filter((category) => category.scope === scope) : categories;
}
export const getTargetGroups = (locale: Locale): Promise<TargetGroup[]> =>
  content.getList('target-groups', locale);
export const getAccessibilityTags = (locale: Locale): Promise<AccessibilityTagEntry[]> =>
  content.getList('accessibility-tags', locale);

// ---- Not localized ------------------------------------------------------------------------

/** Partners (footer, partner lists) by `order` then name; filter by `group` as needed. */
export const getPartners = (): Promise<Partner[]> => content.getList('partners', 'de');

/** Every legacy path redirect; apply with `resolveRedirect(redirects, pathname)`. */
export const getRedirects = (): Promise<Redirect[]> => content.getList('redirects', 'de');

/** The redirect for a request path, read from the CMS (cached), or null. */
export async function findRedirect(pathname: string) {
  return resolveRedirect(await getRedirects(), pathname);
}

export const invalidateContent = () => content.invalidate();
