import { defaultLocale, locales, otherLocale, type Locale } from '../domain/locale';
import type { Alternates, Image, Seo } from '../domain/types';
import { href } from './paths';
import { shareImage, type ShareImage } from './share-image';
import type { ScreenId, ScreenParams } from './screens';

type Params = Record<string, string>;

/**
 * What the shell needs to know about the page on screen: which screen, its title, and the
 * path parameters of each language version that exists. Every screen's loader returns one.
 */
export interface PageFrame {
  screen: ScreenId;
  locale: Locale;
  title: string;
  /** Path parameters per locale; a locale without a version of this page is absent. */
  versions: Partial<Record<Locale, Params>>;
  /** Query that belongs to the page's identity (the search text). */
  query?: Record<string, string>;
  /**
   * The state the visitor brought the page into (filters, page number, search text) as it reads
   * in the other language (stateInLocale): where the language switch leads. `query` when absent.
   */
  switchQuery?: Record<string, string>;
  /** An item between the overview and this page in the breadcrumb, e.g. the tour of a request. */
  parent?: { screen: ScreenId; params: Params; title: string };
  /**
   * The whole document title for search engines and shared links when editors wrote one (SEO
   * component), used as it is.
   */
  seoTitle?: string | null;
  /** Short description for search engines. */
  description?: string | null;
  /**
   * The image shown when the page is shared (the site's default when absent): the one rendition
   * chosen on the server, not the whole image with every format (it travels in the page's data).
   */
  image?: ShareImage | null;
  /** What the page is for social cards (og:type); a plain web page when absent. */
  shareType?: 'website' | 'article';
  /** A list narrowed by filters: search engines index the unfiltered list only. */
  filtered?: boolean;
  /** Feeds to advertise in the head (`<link rel="alternate">`): RSS, Atom, calendars. */
  feeds?: FeedLink[];
  /** schema.org descriptions of the page's content (JSON-LD), made on the server. */
  structuredData?: StructuredData[];
}

/** A feed of this page's content that readers and calendar apps can subscribe to. */
export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml' | 'text/calendar';
  title: string;
  /** Site path of the feed (absolute URLs are made with the configured origin). */
  path: string;
}

/** One JSON-LD object (typed where it is made, with schema-dts). */
export type StructuredData = { '@context'?: string; '@type': string } & Record<string, unknown>;

/** A screen without parameters (lists, search, contact …) exists in both languages. */
export function fixedScreenVersions(): Record<Locale, Params> {
  return { de: {}, en: {} };
}

/** Versions of a content page from its slug per locale (the content layer's `alternates`). */
export function slugVersions(
  alternates: Partial<Record<Locale, string>>,
): Partial<Record<Locale, Params>> {
  const versions: Partial<Record<Locale, Params>> = {};
  for (const locale of locales) {
    const slug = alternates[locale];
    if (slug) versions[locale] = { slug };
  }
  return versions;
}

function linkTo(screen: ScreenId, params: Params, locale: Locale, query?: Record<string, string>) {
  return href(screen, params as ScreenParams<typeof screen>, locale, query);
}

/** The URL of this page in a locale, or null when that version does not exist. */
export function framePath(frame: PageFrame, locale: Locale): string | null {
  const params = frame.versions[locale];
  return params ? linkTo(frame.screen, params, locale, frame.query) : null;
}

/**
 * The canonical URL: German pages name the unprefixed form (so /de/x points at /x),
 * English pages their /en URL.
 */
export function canonicalPath(frame: PageFrame): string {
  return framePath(frame, frame.locale) ?? linkTo(frame.screen, {}, frame.locale);
}

export interface AlternateLink {
  hrefLang: string;
  path: string;
}

/**
 * `<link rel="alternate" hreflang>` entries: one per language version, and `x-default` for
 * visitors whose language is neither, which is the German version (the English one when
 * there is no German).
 */
export function alternatePaths(frame: PageFrame): AlternateLink[] {
  const links = locales.flatMap((locale) => {
    const path = framePath(frame, locale);
    // Language only (de, en): the English pages are for English readers anywhere, not the US.
    return path ? [{ hrefLang: locale, path }] : [];
  });
  const fallback = framePath(frame, defaultLocale) ?? links[0]?.path;
  return fallback ? [...links, { hrefLang: 'x-default', path: fallback }] : links;
}

export interface LanguageSwitchTarget {
  locale: Locale;
  /** The other language's URL of this page; null when there is no version to switch to. */
  path: string | null;
}

/** Where the language switch leads: the same page in the other language, if it exists. */
export function languageSwitchTarget(frame: PageFrame): LanguageSwitchTarget {
  const locale = otherLocale(frame.locale);
  return { locale, path: framePath({ ...frame, query: frame.switchQuery ?? frame.query }, locale) };
}

/** CMS terms (categories, target groups) whose slugs a list's query names: one slug per language. */
export type LocalizedTerms = readonly { slug: string; alternates: Alternates }[];

/**
 * A list's query (its state: filters, page, search text) as the same state reads in `locale`:
 * a value that is the slug of one of its parameter's `terms` becomes that term's slug there, or
 * is left out when the term has no version there; every other value (dates, page numbers, fixed
 * keys such as an offer type) is carried as it is.
 */
export function stateInLocale(
  query: URLSearchParams,
  locale: Locale,
  terms: Record<string, LocalizedTerms> = {},
): Record<string, string> {
  const state: Record<string, string> = {};
  for (const [name, value] of query) {
    const term = terms[name]?.find((candidate) => candidate.slug === value);
    const carried = term ? term.alternates[locale] : value;
    if (carried) state[name] = carried;
  }
  return state;
}

/** The frame of a screen without parameters (lists, search, contact …). */
export function fixedFrame(screen: ScreenId, locale: Locale, title: string): PageFrame {
  return { screen, locale, title, versions: fixedScreenVersions() };
}

const shareOf = (image: Image | null) => (image ? shareImage(image) : null);

/** What an item of content tells search engines and social networks, its SEO fields first. */
export function contentMeta(item: {
  seo: Seo | null;
  teaserText?: string | null;
  image?: Image | null;
}): Pick<PageFrame, 'seoTitle' | 'description' | 'image'> {
  return {
    seoTitle: item.seo?.metaTitle ?? null,
    description: item.seo?.metaDescription ?? item.teaserText ?? null,
    image: shareOf(item.seo?.shareImage ?? item.image ?? null),
  };
}
