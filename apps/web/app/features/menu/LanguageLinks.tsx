import { useLocation } from 'react-router';
import { useLocale } from '~/i18n/translate';
import { otherLocale, type Locale } from '~/site/locales';
import { href, matchPath } from '~/site/paths';
import type { ScreenId } from '~/site/screens';
import styles from './LanguageLinks.module.css';

/** Each language named in itself, so it is understood by those who need it. */
const languageNames: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

/**
 * The same screen in another language. Screens with a slug need the other language's slug,
 * which only the page knows; those lead to the other language's home page.
 */
function otherLanguageHref(pathname: string, target: Locale): string {
  const match = matchPath(pathname);
  if (match && Object.keys(match.params).length === 0) {
    return href(match.id as Exclude<ScreenId, 'page'>, {} as never, target);
  }
  return href('home', {}, target);
}

/**
 * DE/EN toggle to the other language, used until the shell's language switch
 * (app/features/language) is available. The visible code starts the accessible name (WCAG 2.5.3).
 */
export function LanguageLinks() {
  const target = otherLocale(useLocale());
  const { pathname } = useLocation();
  return (
    <a href={otherLanguageHref(pathname, target)} hrefLang={target} lang={target} className={styles.link}>
      {target.toUpperCase()}
      <span className="visually-hidden"> – {languageNames[target]}</span>
    </a>
  );
}
