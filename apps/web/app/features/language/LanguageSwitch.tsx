import type { Ref } from 'react';
import { useT } from '~/i18n/react';
import { languageChoiceHref } from '~/site/service-paths';
import { useLanguageSwitchTarget } from './language-switch-context';
import styles from './LanguageSwitch.module.css';

/**
 * DE/EN switch (SPEC §2). It leads to the same content in the other language through a small
 * route that stores the choice in the locale cookie (works without JavaScript). Without a
 * version in the other language it is a disabled button that says why, never a dead link.
 * `ref` lets the menu move focus here when it opens.
 */
export function LanguageSwitch({ className, ref }: { className?: string; ref?: Ref<HTMLElement> }) {
  const t = useT('common');
  const target = useLanguageSwitchTarget();
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
    return (
      <button
        ref={ref as Ref<HTMLButtonElement>}
        type="button"
        className={`${classes} ${styles.disabled}`}
        aria-disabled="true"
        title={t('language.unavailable')}
        data-language-switch=""
      >
        {label}
        <span className="visually-hidden">{` – ${t('language.unavailable')}`}</span>
      </button>
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
