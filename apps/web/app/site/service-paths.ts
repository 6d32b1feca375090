import { isLocale, type Locale } from '../domain/locale';

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

/** Only same-site paths may be redirect targets: no other hosts, no protocol-relative `//`. */
export function safeTarget(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/')) return fallback;
  const base = 'http://site.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** The search field's live suggestions (server/search-suggestions.ts answers). */
export const searchSuggestionsPath = '/api/search/suggestions';

export function searchSuggestionsHref(locale: Locale, text: string): string {
  return `${searchSuggestionsPath}?${new URLSearchParams({ locale, text }).toString()}`;
}

export function parseLocaleParam(value: string | undefined): Locale | null {
  return isLocale(value) ? value : null;
}
