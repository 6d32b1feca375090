import type { MouseEvent, RefObject, SyntheticEvent } from 'react';
import type { ShellMenu } from '~/features/menu/shell-menu';
import { MenuLink } from '~/features/menu/MenuLink';
import { MenuSearch } from '~/features/menu/MenuSearch';
import { MenuSection } from '~/features/menu/MenuSection';
import sectionStyles from '~/features/menu/MenuSection.module.css';
import { SocialLinks } from '~/features/menu/SocialLinks';
import { useMenu } from '~/features/menu/use-menu';
import { buttonClass } from '~/ui/button/Button';
import styles from './MainMenu.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

const panelId = 'site-menu-panel';

/**
 * The menu button and its panel. The panel is a non-modal disclosure (not a dialog): the page
 * stays reachable, so focus is not trapped; Escape, a click outside and a route change close it.
 * It is a native <details>, so without JavaScript the button still opens it and every link in
 * it is reachable; once hydrated, the menu reducer (app/features/menu) controls it.
 */
export function MainMenu({
  menu,
  focusOnOpen,
}: {
  menu: ShellMenu | null;
  /** The language switch in the header: focus goes there when the menu opens. */
  focusOnOpen: RefObject<HTMLElement | null>;
}) {
  const t = useT('menu');
  const locale = useLocale();
  const sections = menu?.sections ?? [];
  const { state, dispatch, enhanced, rootRef, toggleRef } = useMenu({
    sectionIds: sections.map((section) => section.id),
    focusOnOpen,
  });

  const toggleMenu = (event: MouseEvent) => {
    event.preventDefault();
    dispatch({ type: 'toggleMenu' });
  };
  // The browser may open the panel itself (find in page): follow it.
  const syncOpened = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open && !state.open) dispatch({ type: 'open' });
  };

  return (
    <details
      ref={rootRef}
      className={styles.menu}
      open={enhanced ? state.open : undefined}
      onToggle={enhanced ? syncOpened : undefined}
    >
      <summary
        ref={toggleRef}
        className={buttonClass({ size: 'compact', className: styles.toggle })}
        aria-expanded={enhanced ? state.open : undefined}
        aria-controls={panelId}
        onClick={enhanced ? toggleMenu : undefined}
      >
        <span className={styles.icon} aria-hidden="true" />
        {t('menuOpen')}
      </summary>
      <nav id={panelId} aria-label={t('menuLabel')} className={styles.panel} data-menu-panel="">
        <div className={styles.inner}>
          <MenuSearch search={menu?.search ?? null} locale={locale} />
          {sections.length > 0 ? (
            <div className={`${sectionStyles.sections} ${styles.sectionsArea}`}>
              {sections.map((section) => (
                <MenuSection
                  key={section.id}
                  section={section}
                  active={state.active === section.id}
                  enhanced={enhanced}
                  locale={locale}
                  onChoose={() => dispatch({ type: 'choose', section: section.id })}
                />
              ))}
            </div>
          ) : (
            <p className={styles.unavailable}>{t('menuUnavailable')}</p>
          )}
          {menu && (menu.largeLinkGroup.length > 0 || menu.smallLinkGroup.length > 0) ? (
            <div className={styles.linkGroups}>
              {menu.largeLinkGroup.length > 0 ? (
                <ul className={styles.largeLinks}>
                  {menu.largeLinkGroup.map((link) => (
                    <li key={`${link.uri}|${link.label}`}>
                      <MenuLink link={link} className={styles.largeLink} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {menu.smallLinkGroup.length > 0 ? (
                <ul className={styles.smallLinks}>
                  {menu.smallLinkGroup.map((link) => (
                    <li key={`${link.uri}|${link.label}`}>
                      <MenuLink link={link} className={styles.smallLink} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <SocialLinks socialMedia={menu?.socialMedia ?? null} />
        </div>
      </nav>
    </details>
  );
}
