/**
 * The pages with explanations in German Sign Language (DGS) and in Leichte Sprache that the
 * header of every page links (BITV 2.0 § 4). They are CMS pages of the accessibility section
 * with these fixed slugs (docs/decisions/0039): editors keep the slugs when they edit them.
 * Leichte Sprache is German only, so the English site links the German page.
 */
import type { Locale } from '~/domain/locale';
import { href } from './paths';

export const signLanguageSlugs: Record<Locale, string> = {
  de: 'gebaerdensprache',
  en: 'sign-language',
};
export const easyLanguageSlug = 'leichte-sprache';

export interface AccessibleLanguageLink {
  path: string;
  /** The language of the page behind the link, when it differs from the page's own. */
  hrefLang: Locale | undefined;
}

export function signLanguagePath(locale: Locale): AccessibleLanguageLink {
  return {
    path: href('accessibilityDetail', { slug: signLanguageSlugs[locale] }, locale),
    hrefLang: undefined,
  };
}

export function easyLanguagePath(locale: Locale): AccessibleLanguageLink {
  return {
    path: href('accessibilityDetail', { slug: easyLanguageSlug }, 'de'),
    hrefLang: locale === 'de' ? undefined : 'de',
  };
}
