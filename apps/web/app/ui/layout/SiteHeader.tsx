import { Link } from 'react-router';
import type { SiteMenu } from '~/content/types';
import { useLocale, useTranslate } from '~/i18n/translate';
import { href } from '~/site/paths';
import { MainMenu } from './MainMenu';
import styles from './SiteHeader.module.css';

export function SiteHeader({ menu, museumName }: { menu: SiteMenu | null; museumName: string }) {
  const locale = useLocale();
  const t = useTranslate();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={href('home', {}, locale)} className={styles.brand} aria-label={t('site.homeLink')}>
          {museumName}
        </Link>
        <MainMenu menu={menu} />
      </div>
    </header>
  );
}
