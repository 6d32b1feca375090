import { memo, type ReactNode } from 'react';
import type { Notice } from '~/domain/notice';
import type { GeneralContact } from '~/domain/types';
import type { ShellMenu } from '~/features/menu/shell-menu';
import { ConsentBar } from '~/features/consent/ConsentBar';
import { ConsentSettingsHost } from '~/features/consent/ConsentSettingsHost';
import { UrgentNotices } from '~/features/notices/UrgentNotices';
import { LanguageSwitchContext } from '~/features/language/language-switch-context';
import { mainContentId } from '~/features/navigation/focus-target';
import type { PageFrame } from '~/site/page-frame';
import { shellNavigation } from '~/site/shell-data';
import { Breadcrumb } from '~/ui/breadcrumb/Breadcrumb';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './SiteShell.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { screenTitleKey, type TitledScreen } from '~/site/screens';

export { mainContentId };

// The router renders the whole page again on each of its updates (route discovery after load, a
// fetcher, a revalidation). These parts take only loader data that such an update leaves as it
// is, so they render again only when it changes or a context they read does (language, texts,
// consent): less main-thread work while the page starts (issue #20, Total Blocking Time).
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);
const Bar = memo(ConsentBar);
const SettingsHost = memo(ConsentSettingsHost);
const Notices = memo(UrgentNotices);

/**
 * Skip link, header with menu and language switch, breadcrumb, main landmark and footer around
 * every page, with the urgent notices that show now under the header. `frame` describes the page
 * on screen (null on error pages). `consentBar` false: no first-visit bar (an editor's preview,
 * decision 0062: the bar would cover the page being checked; the footer's settings link stays).
 */
export function SiteShell({
  menu,
  contact,
  notices,
  frame,
  consentBar = true,
  children,
}: {
  menu: ShellMenu | null;
  contact: GeneralContact | null;
  notices?: readonly Notice[];
  frame: PageFrame | null;
  consentBar?: boolean;
  children: ReactNode;
}) {
  const t = useT('common');
  const locale = useLocale();
  const museumName = contact?.museumName ?? t('site.name');
  const screenTitle = (screen: TitledScreen) => t(screenTitleKey(screen));
  const { trail, languageSwitch } = shellNavigation(frame, locale, screenTitle);
  return (
    <LanguageSwitchContext.Provider value={languageSwitch}>
      <a href={`#${mainContentId}`} className={styles.skipLink}>
        {t('skipLink.label')}
      </a>
      {consentBar && <Bar />}
      <Header menu={menu} museumName={museumName} />
      <Notices notices={notices} />
      <Breadcrumb trail={trail} />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer contact={contact} museumName={museumName} />
      <SettingsHost />
    </LanguageSwitchContext.Provider>
  );
}
