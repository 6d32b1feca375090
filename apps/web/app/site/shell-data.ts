import type { UIMatch } from 'react-router';
import { breadcrumbTrail, type Crumb } from './breadcrumb';
import type { Locale } from '../domain/locale';
import { languageSwitchTarget, type LanguageSwitchTarget, type PageFrame } from './page-frame';
import { href } from './paths';
import type { TitledScreen } from './screens';

/** The page frame a screen's loader returned, read from the deepest route match. */
export function frameOfMatches(matches: readonly Pick<UIMatch, 'loaderData'>[]): PageFrame | null {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { frame?: PageFrame } | null | undefined;
    if (data && typeof data === 'object' && data.frame) return data.frame;
  }
  return null;
}

export interface ShellNavigation {
  trail: Crumb[];
  languageSwitch: LanguageSwitchTarget;
}

/**
 * Breadcrumb and language switch for the page on screen. Without a frame (error pages) there
 * is no breadcrumb and the switch leads to the other language's start page.
 */
export function shellNavigation(
  frame: PageFrame | null,
  locale: Locale,
  screenTitle: (screen: TitledScreen, locale: Locale) => string,
): ShellNavigation {
  if (!frame) {
    const other: Locale = locale === 'de' ? 'en' : 'de';
    return { trail: [], languageSwitch: { locale: other, path: href('home', {}, other) } };
  }
  return {
    trail: breadcrumbTrail(frame, screenTitle),
    languageSwitch: languageSwitchTarget(frame),
  };
}
