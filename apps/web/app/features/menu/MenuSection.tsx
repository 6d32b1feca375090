import type { MouseEvent, SyntheticEvent } from 'react';
import type { ShellMenuSection } from './shell-menu';
import type { Locale } from '~/domain/locale';
import { MenuLink } from './MenuLink';
import { MenuTeaser } from './MenuTeaser';
import styles from './MenuSection.module.css';
import { useT } from '~/i18n/react';

export const sectionContentId = (id: string) => `site-menu-section-${id}`;

/**
 * One section as a native disclosure: without JavaScript it opens and closes by itself; once
 * hydrated, the menu reducer decides (`open` is controlled and the summary's click is taken over).
 */
export function MenuSection({
  section,
  active,
  enhanced,
  locale,
  onChoose,
}: {
  section: ShellMenuSection;
  active: boolean;
  enhanced: boolean;
  locale: Locale;
  onChoose: () => void;
}) {
  const t = useT('menu');
  const contentId = sectionContentId(section.id);
  const choose = (event: MouseEvent) => {
    event.preventDefault();
    onChoose();
  };
  // The browser may open a section itself (find in page): follow it.
  const syncOpened = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open && !active) onChoose();
  };
  return (
    <details
      className={styles.section}
      name="site-menu-section"
      open={enhanced ? active : undefined}
      onToggle={enhanced ? syncOpened : undefined}
    >
      <summary
        className={styles.toggle}
        aria-expanded={enhanced ? active : undefined}
        aria-controls={contentId}
        onClick={enhanced ? choose : undefined}
      >
        {section.title}
      </summary>
      <div id={contentId} className={styles.content}>
        {section.links.length > 0 ? (
          <ul className={styles.links}>
            {section.links.map((link) => (
              <li key={`${link.uri}|${link.label}`}>
                <MenuLink link={link} className={styles.link} />
              </li>
            ))}
          </ul>
        ) : null}
        {section.overviewLink ? (
          <MenuLink link={section.overviewLink} className={styles.overview} />
        ) : null}
        {section.teasers.length > 0 ? (
          <ul className={styles.teasers} aria-label={`${section.title}: ${t('sectionTeasers')}`}>
            {section.teasers.map((teaser) => (
              <li key={`${teaser.contentType}:${teaser.slug}`}>
                <MenuTeaser teaser={teaser} locale={locale} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
