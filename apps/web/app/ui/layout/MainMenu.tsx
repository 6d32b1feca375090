import type { SiteMenu } from '~/content/types';
import { useTranslate } from '~/i18n/translate';
import { ContentLink } from '../link/ContentLink';
import styles from './MainMenu.module.css';

/**
 * The six menu sections from the CMS. Native disclosure widgets (details/summary) work
 * without JavaScript; `name` makes them an exclusive accordion where browsers support it.
 */
export function MainMenu({ menu }: { menu: SiteMenu | null }) {
  const t = useTranslate();
  if (!menu || menu.sections.length === 0) {
    return <p className={styles.unavailable}>{t('menu.unavailable')}</p>;
  }
  return (
    <nav aria-label={t('menu.label')} className={styles.nav}>
      <ul className={styles.sections}>
        {menu.sections.map((section) => (
          <li key={section.id} className={styles.section}>
            <details name="main-menu" className={styles.disclosure}>
              <summary className={styles.summary}>{section.title}</summary>
              <div className={styles.panel}>
                <ul className={styles.links}>
                  {section.links.map((link) => (
                    <li key={`${link.uri}|${link.label}`}>
                      <ContentLink link={link} className={styles.link} />
                    </li>
                  ))}
                </ul>
                {section.overviewLink ? (
                  <ContentLink link={section.overviewLink} className={styles.overview} />
                ) : null}
              </div>
            </details>
          </li>
        ))}
        {menu.tickets ? (
          <li className={styles.section}>
            <ContentLink link={menu.tickets} className={styles.tickets} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
