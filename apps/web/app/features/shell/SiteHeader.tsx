import { useRef } from 'react';
import { Link } from '~/ui/link/SiteLink';
import type { ShellMenu } from '~/features/menu/shell-menu';
import { LanguageSwitch } from '~/features/language/LanguageSwitch';
import { MenuLink } from '~/features/menu/MenuLink';
import { href } from '~/site/paths';
import { AccessibleLanguageLinks } from './AccessibleLanguageLinks';
import { MainMenu } from './MainMenu';
import styles from './SiteHeader.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

/** Museum name, the main entries (tickets, search, language) and the menu (SPEC §2 "Site menu"). */
export function SiteHeader({ menu, museumName }: { menu: ShellMenu | null; museumName: string }) {
  const locale = useLocale();
  const t = useT('menu');
  const languageSwitch = useRef<HTMLDivElement>(null);
  return (
    <header className={styles.header}>
      <AccessibleLanguageLinks />
      <div className={styles.inner}>
        <Link to={href('home', {}, locale)} className={styles.brand}>
          {museumName}
          <span className="visually-hidden"> – {t('home')}</span>
        </Link>
        <ul className={styles.entries} aria-label={t('headerLabel')}>
          {menu?.tickets ? (
            <li>
              <MenuLink link={menu.tickets} className={styles.tickets} />
            </li>
          ) : null}
          <li>
            <Link to={href('search', {}, locale)} className={styles.search}>
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span className={styles.searchText}>{t('search')}</span>
            </Link>
          </li>
          <li>
            {/* Focus goes here when the menu opens (SPEC §2). */}
            <div ref={languageSwitch} className={styles.language}>
              <LanguageSwitch />
            </div>
          </li>
        </ul>
        <MainMenu menu={menu} focusOnOpen={languageSwitch} />
      </div>
    </header>
  );
}
