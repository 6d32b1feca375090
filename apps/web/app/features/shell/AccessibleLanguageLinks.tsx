import { Link } from '~/ui/link/SiteLink';
import { easyLanguagePath, signLanguagePath } from '~/site/accessible-language-pages';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import styles from './AccessibleLanguageLinks.module.css';

/** Two hands signing: the usual mark of sign language offers (own drawing). */
function HandsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M7 21v-5l-3-4.5a1.2 1.2 0 0 1 2-1.3L8 13V5.5a1.2 1.2 0 0 1 2.4 0V11m0-6.5a1.2 1.2 0 0 1 2.4 0V11M17 21v-5l3-4.5a1.2 1.2 0 0 0-2-1.3L16 13V7.5a1.2 1.2 0 0 0-2.4 0V11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An open book with "LS": the usual mark of texts in Leichte Sprache (own drawing). */
function BookIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 6c-2-1.5-5-2-8-1.5v14c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-14c-3-.5-6 0-8 1.5Zm0 0v14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      {/* The letters L and S, drawn: no text that would join the link's name. */}
      <path
        d="M6.5 9.5v5h3M17.5 10c-.6-.7-2.6-.7-2.6.6 0 1.4 2.7 1.1 2.7 2.5 0 1.3-2.1 1.4-2.9.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The links to the explanations in German Sign Language and in Leichte Sprache, first in the
 * header of every page (BITV 2.0 § 4): right after the skip link once the consent bar is gone.
 */
export function AccessibleLanguageLinks() {
  const locale = useLocale();
  const t = useT('menu');
  const signLanguage = signLanguagePath(locale);
  const easyLanguage = easyLanguagePath(locale);
  return (
    <nav className={styles.links} aria-label={t('accessibleLanguagesLabel')}>
      <ul>
        <li>
          <Link to={signLanguage.path} hrefLang={signLanguage.hrefLang} className={styles.link}>
            <HandsIcon />
            {t('signLanguage')}
          </Link>
        </li>
        <li>
          <Link to={easyLanguage.path} hrefLang={easyLanguage.hrefLang} className={styles.link}>
            <BookIcon />
            {t('easyLanguage')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
