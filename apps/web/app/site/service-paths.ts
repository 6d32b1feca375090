import { isLocale, type Locale } from '../domain/locale';
import { sitePathOf } from '../domain/site-path';

/**
 * Paths of the few routes that are not screens. Like the screen table, this is the only place
 * where they are written.
 */
export const languageChoicePattern = '/language/:locale';

/**
 * The language switch's link: a small route that stores the choice in the locale cookie and
 * redirects to the page in that language (works without JavaScript).
 */
export function languageChoiceHref(locale: Locale, target: string): string {
  return `/language/${locale}?${new URLSearchParams({ to: target }).toString()}`;
}

/** Only paths of this site may be redirect targets (domain/site-path.ts), else `fallback`. */
export function safeTarget(value: string | null, fallback: string): string {
  return sitePathOf(value) ?? fallback;
}

/** The search field's live suggestions (server/search-suggestions.ts answers). */
export const searchSuggestionsPath = '/api/search/suggestions';

export function searchSuggestionsHref(locale: Locale, text: string): string {
  return `${searchSuggestionsPath}?${new URLSearchParams({ locale, text }).toString()}`;
}

export function parseLocaleParam(value: string | undefined): Locale | null {
  return isLocale(value) ? value : null;
}
