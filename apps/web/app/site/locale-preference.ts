import { defaultLocale, isLocale, type Locale } from '../domain/locale';
import { cookieValue } from './cookie-header';

/** Name and lifetime of the cookie that stores the visitor's language choice (SPEC §9). */
export const localeCookieName = 'locale';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The Set-Cookie value that stores a language choice for a year, for the whole site. */
export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** The locale stored in the Cookie header, or null when there is none or it is unknown. */
export function cookieLocale(cookieHeader: string | null): Locale | null {
  const locale = cookieValue(cookieHeader, localeCookieName);
  return locale !== null && isLocale(locale) ? locale : null;
}

/**
 * The site language the browser prefers most (Accept-Language, by q-value, then by order),
 * or null when it names neither German nor English.
 */
export function browserLocale(acceptLanguage: string | null): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranked) {
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * The language a visitor of the site root `/` should see (SPEC §4): the stored choice first,
 * then the browser's languages, else German. Only `/` asks this; every other URL has its language.
 */
export function preferredLocale(headers: {
  cookie: string | null;
  acceptLanguage: string | null;
}): Locale {
  return cookieLocale(headers.cookie) ?? browserLocale(headers.acceptLanguage) ?? defaultLocale;
}
