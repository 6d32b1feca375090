/**
 * The loader-facing reads, built on a content service (so tests can give them a fake CMS).
 * Lists give teasers (one shape for all kinds, see teasers.ts); details give the full domain
 * object with `alternates` (the slug in each locale) for the language switch.
 */
import type { ConsentSettings } from '~/domain/consent';
import type { Locale } from '~/domain/locale';
import type { Notice } from '~/domain/notice';
import type { ChangeScope, ContentService, ListedCollection } from './content.server';
import type { CollectionItem, CollectionName } from './transform';
import { consoleReport } from './strapi';
import { inEditorsOrder, type ConsentServiceEntry } from './transform/consent';
import { resolveRedirect, type RedirectTarget } from './redirects';
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
  Listing,
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
} from '~/domain/types';

/** Derived lists are computed once per cached list (the cache hands out the same array). */
function memoize<In extends object, Out>(derive: (input: In) => Out): (input: In) => Out {
  const results = new WeakMap<In, Out>();
  return (input) => {
    if (results.has(input)) return results.get(input) as Out;
    const result = derive(input);
    results.set(input, result);
    return result;
  };
}

const exhibitionTeasers = memoize((items: Exhibition[]) => items.map(exhibitionTeaser));
const eventTeasers = memoize((items: Event[]) => items.map(eventTeaser));
const offerTeasers = memoize((items: Offer[]) => items.map(offerTeaser));
const digitalOfferTeasers = memoize((items: DigitalOffer[]) => items.map(digitalOfferTeaser));
const pressTeasers = memoize((items: PressRelease[]) => items.map(pressTeaser));

/** Once per cached list: duplicates are reported once, not on every request. */
const consentServices = memoize((entries: ConsentServiceEntry[]) =>
  inEditorsOrder(entries, consoleReport),
);

const byOrderThenTitle = (a: PageTeaser, b: PageTeaser) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
  a.title.localeCompare(b.title);

const pageTeasers = memoize((pages: Page[]): PageTeaser[] =>
  pages.map(({ blocks: _blocks, seo: _seo, ...teaser }) => teaser).sort(byOrderThenTitle),
);

/** A partner-list block gets the partners of its group (all partners when it names none). */
function withPartners(block: PageBlock, partners: Partner[]): PageBlock {
  if (block.kind !== 'partner-list') return block;
  const { group } = block;
  return { ...block, partners: group ? partners.filter((p) => p.group === group) : partners };
}

export type ContentReads = ReturnType<typeof createContentReads>;

export function createContentReads(content: ContentService) {
  // Not localized content is the same in every locale; the service caches it once.
  const getPartners = (): Promise<Partner[]> => content.getList('partners', 'de');
  const getRedirects = (): Promise<Redirect[]> => content.getList('redirects', 'de');

  /** A page's partner lists filled in (the CMS block names only the group). */
  async function completePage(page: Page): Promise<Page> {
    if (!page.blocks.some((block) => block.kind === 'partner-list')) return page;
    const partners = await getPartners();
    return { ...page, blocks: page.blocks.map((block) => withPartners(block, partners)) };
  }

  /** What a detail read adds to the CMS answer, per collection (only pages need more). */
  const completers: {
    [Name in CollectionName]?: (item: CollectionItem<Name>) => Promise<CollectionItem<Name>>;
  } = {
    pages: completePage,
  };
  const complete = async <Name extends CollectionName>(name: Name, item: CollectionItem<Name>) => {
    const completer = completers[name] as
      ((item: CollectionItem<Name>) => Promise<CollectionItem<Name>>) | undefined;
    return completer ? completer(item) : item;
  };

  async function getCategories(locale: Locale, scope?: CategoryScope): Promise<Category[]> {
    const categories = await content.getList('categories', locale);
    return scope ? categories.filter((category) => category.scope === scope) : categories;
  }

  async function getDigitalOffers(locale: Locale): Promise<DigitalOfferTeaser[]> {
    return digitalOfferTeasers(await content.getList('digital-offers', locale));
  }

  return {
    getSiteMenu: (locale: Locale) => content.getSingle('site-menu', locale),
    getGeneralContact: (locale: Locale) => content.getSingle('general-contact', locale),
    getSeasonalColors: () => content.getSingle('seasonal-colors-collection', 'de'),
    getHome: (locale: Locale) => content.getSingle('home', locale),
    getOpeningHours: () => content.getSingle('opening-hours', 'de'),
    /** The editors' intros of the overview screens, by screen id. */
    getOverviewIntros: (locale: Locale) => content.getSingle('overview-intro', locale),
    /** The accessibility statement; null while editors have not written it in this locale. */
    getAccessibilityStatement: (locale: Locale) =>
      content.getSingle('accessibility-statement', locale),

    /** All exhibitions, latest start first. */
    getExhibitions: async (locale: Locale): Promise<ExhibitionTeaser[]> =>
      exhibitionTeasers(await content.getList('exhibitions', locale)),
    /** One exhibition with gallery, body and its related events and offers; null when unknown. */
    getExhibition: (slug: string, locale: Locale): Promise<Exhibition | null> =>
      content.getBySlug('exhibitions', slug, locale),

    /** All events (the whole programme), earliest start first. */
    getEvents: async (locale: Locale): Promise<EventTeaser[]> =>
      eventTeasers(await content.getList('events', locale)),
    getEvent: (slug: string, locale: Locale): Promise<Event | null> =>
      content.getBySlug('events', slug, locale),
    /** All events with what calendars need beyond a teaser (status, revision), earliest first. */
    getEventDetails: (locale: Locale): Promise<Event[]> => content.getList('events', locale),

    /** All offers (guided tours, workshops …) by title. */
    getOffers: async (locale: Locale): Promise<OfferTeaser[]> =>
      offerTeasers(await content.getList('offers', locale)),
    getOffer: (slug: string, locale: Locale): Promise<Offer | null> =>
      content.getBySlug('offers', slug, locale),

    /** All blog posts, podcasts, videos and quizzes, newest first. */
    getDigitalOffers,
    getDigitalOffer: (slug: string, locale: Locale): Promise<DigitalOffer | null> =>
      content.getBySlug('digital-offers', slug, locale),
    /**
     * For the feeds: the list's entries as domain objects, which keep their revision (the
     * teasers do not); no audio, body or transcript (those come with getDigitalOffer).
     */
    getDigitalOfferEntries: (locale: Locale): Promise<DigitalOffer[]> =>
      content.getList('digital-offers', locale),

    /** An author with their digital offers (newest first); null when unknown. */
    async getAuthor(slug: string, locale: Locale): Promise<Author | null> {
      const [author, offers] = await Promise.all([
        content.getBySlug('authors', slug, locale),
        getDigitalOffers(locale),
      ]);
      if (!author) return null;
      return { ...author, digitalOffers: offers.filter((offer) => offer.author?.slug === slug) };
    },

    /** A category of digital offers (scope discover) with its digital offers; null when unknown. */
    async getDigitalOfferCategory(
      slug: string,
      locale: Locale,
    ): Promise<DigitalOfferCategory | null> {
      const [categories, offers] = await Promise.all([
        getCategories(locale, 'discover'),
        getDigitalOffers(locale),
      ]);
      const category = categories.find((candidate) => candidate.slug === slug);
      if (!category) return null;
      const digitalOffers = offers.filter((offer) => offer.categories.some((c) => c.slug === slug));
      return { ...category, digitalOffers };
    },

    /** Press releases and press kits, newest first (`type` is the kind: release or kit). */
    getPressReleases: async (locale: Locale): Promise<PressTeaser[]> =>
      pressTeasers(await content.getList('press-releases', locale)),
    getPressRelease: (slug: string, locale: Locale): Promise<PressRelease | null> =>
      content.getBySlug('press-releases', slug, locale),
    /** For the news feed: releases and kits with their revision, without body or downloads. */
    getPressReleaseEntries: (locale: Locale): Promise<PressRelease[]> =>
      content.getList('press-releases', locale),

    /** Pages for overviews (visit, museum, accessibility), by `order` then title. */
    async getPages(locale: Locale, options: { section?: PageSection } = {}): Promise<PageTeaser[]> {
      const pages = pageTeasers(await content.getList('pages', locale));
      return options.section ? pages.filter((page) => page.section === options.section) : pages;
    },

    /** One page with its blocks, partner lists filled in; null when unknown. */
    async getPage(slug: string, locale: Locale): Promise<Page | null> {
      const page = await content.getBySlug('pages', slug, locale);
      return page && completePage(page);
    },

    /**
     * For the site search: every entry of a collection with its CMS document id, each as its
     * detail page shows it (pages with their partner lists), read past the cache.
     */
    async getAllDetailed<Name extends CollectionName>(name: Name, locale: Locale) {
      const entries = await content.getAllDetailed(name, locale);
      return Promise.all(
        entries.map(async ({ documentId, item }) => ({
          documentId,
          item: await complete(name, item),
        })),
      );
    },
    /** For the site search: one entry by its CMS document id, as its detail page shows it. */
    async getByDocumentId<Name extends CollectionName>(
      name: Name,
      documentId: string,
      locale: Locale,
    ) {
      const item = await content.getByDocumentId(name, documentId, locale);
      return item && complete(name, item);
    },

    /** For the sitemap: every entry of a collection with pages, its slugs and last change. */
    getListing: (name: ListedCollection, locale: Locale): Promise<Listing[]> =>
      content.getListing(name, locale),
    /** Draft and published version of one entry (the editors' preview); never cached. */
    getEntryVersions: (name: ListedCollection, documentId: string, locale: Locale) =>
      content.getVersions(name, documentId, locale),

    /** Categories by title; with a scope only those of events, offers or digital offers. */
    getCategories,
    getTargetGroups: (locale: Locale): Promise<TargetGroup[]> =>
      content.getList('target-groups', locale),
    getAccessibilityTags: (locale: Locale): Promise<AccessibilityTagEntry[]> =>
      content.getList('accessibility-tags', locale),

    /** Partners (footer, partner lists) by `order` then name; not localized. */
    getPartners,
    /** Every legacy path redirect; apply with `resolveRedirect(redirects, pathname)`. */
    getRedirects,
    /** The redirect for a request path (redirects read from the CMS, cached), or null. */
    findRedirect: async (pathname: string): Promise<RedirectTarget | null> =>
      resolveRedirect(await getRedirects(), pathname),

    /**
     * The texts of the consent bar, the settings dialog and blocked embeds, and the services
     * (by `order`, then name). Texts editors left empty have built-in fallbacks.
     */
    async getConsentSettings(locale: Locale): Promise<ConsentSettings> {
      const [texts, services] = await Promise.all([
        content.getSingle('consent-text', locale),
        content.getList('consent-services', locale),
      ]);
      return { texts, services: consentServices(services) };
    },

    /**
     * Every published urgent notice in that language, earliest start first, ended ones
     * included: which of them shows is decided per request by its time (features/notices).
     */
    getNotices: (locale: Locale): Promise<Notice[]> => content.getList('notices', locale),

    /** Renews the named content (the CMS webhook; null: all); returns how many entries. */
    invalidateContent: (names?: readonly string[] | null, scope?: ChangeScope | null) =>
      content.invalidate(names, scope),
  };
}
