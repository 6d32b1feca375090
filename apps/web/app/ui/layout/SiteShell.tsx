import type { ReactNode } from 'react';
import type { GeneralContact, SiteMenu } from '~/content/types';
import { useTranslate } from '~/i18n/translate';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './SiteShell.module.css';

export const mainContentId = 'main-content';

/** Skip link, header with menu, main landmark and footer around every page. */
export function SiteShell({
  menu,
  contact,
  children,
}: {
  menu: SiteMenu | null;
  contact: GeneralContact | null;
  children: ReactNode;
}) {
  const t = useTranslate();
  const museumName = contact?.museumName ?? t('site.name');
  return (
    <>
      <a href={`#${mainContentId}`} className={styles.skipLink}>
        {t('skipLink.label')}
      </a>
      <SiteHeader menu={menu} museumName={museumName} />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter contact={contact} museumName={museumName} />
    </>
  );
}
