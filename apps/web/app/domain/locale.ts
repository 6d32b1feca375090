/** The two site languages (SPEC §3, §9): German is the default and has no URL prefix. */
export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'de';

/** The one mapping to Intl locales: `<html lang>`, og:locale and every Intl formatter (hreflang names the bare language). */
export const intlLocale: Record<Locale, string> = { de: 'de-DE', en: 'en-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'de' ? 'en' : 'de';
}
