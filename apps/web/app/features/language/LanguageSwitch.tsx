import { useId, type Ref } from 'react';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import { languageChoiceHref } from '~/site/service-paths';
import { useLanguageSwitchTarget } from './language-switch-context';
import styles from './LanguageSwitch.module.css';

/**
 * DE/EN switch (SPEC §2). It leads to the same content in the other language through a small
 * route that stores the choice in the locale cookie (works without JavaScript). Without a
 * version in the other language it is a button that says why, never a dead link: its name
 * says it to screen readers, and a tap, a click or Enter opens a note under it (a popover: HTML
 * alone, so also without JavaScript, and on touch, where a tooltip never shows) in both
 * languages, with the way to the other language's home page.
 * `ref` lets the menu move focus here when it opens.
 */
export function LanguageSwitch({ className, ref }: { className?: string; ref?: Ref<HTMLElement> }) {
  const t = useT('common');
  const target = useLanguageSwitchTarget();
  const noteId = useId();
  if (!target) return null;
  const classes = className ? `${styles.switch} ${className}` : styles.switch;
  // The visible code is part of the name (WCAG 2.5.3); the full language name follows for screen readers.
  const label = (
    <span lang={target.locale}>
      {t('language.switchToShort')}
      <span className="visually-hidden">{` – ${t('language.switchTo')}`}</span>
    </span>
  );
  if (!target.path) {
    const home = href('home', {}, target.locale);
    return (
      <>
        <button
          ref={ref as Ref<HTMLButtonElement>}
          type="button"
          className={`${classes} ${styles.unavailable}`}
          popoverTarget={noteId}
          data-language-switch=""
        >
          {label}
          <span className="visually-hidden">{` – ${t('language.unavailable')}`}</span>
        </button>
        <div id={noteId} popover="auto" className={styles.note}>
          <p>{t('language.unavailable')}</p>
          <p lang={target.locale}>
            {t('language.unavailableThere')}{' '}
            <a href={languageChoiceHref(target.locale, home)} hrefLang={target.locale}>
              {t('language.otherHome')}
            </a>
          </p>
        </div>
      </>
    );
  }
  return (
    <a
      ref={ref as Ref<HTMLAnchorElement>}
      href={languageChoiceHref(target.locale, target.path)}
      hrefLang={target.locale}
      className={classes}
      rel="nofollow"
      data-language-switch=""
    >
      {label}
    </a>
  );
}
