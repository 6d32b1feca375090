import { useEffect, useRef } from 'react';
import { Link } from '~/ui/link/SiteLink';
import { href } from '~/site/paths';
import { useLocale } from '~/site/use-locale';
import { Button } from '~/ui/button/Button';
import { useHydrated } from '~/ui/use-hydrated';
import { useT } from '~/i18n/react';
import { storedIds } from './consent-cookies';
import { useConsentPageData } from './consent-data';
import { saveCategories, useConsent } from './consent-store';
import { preloadConsentSettings } from './ConsentSettingsHost';
import { focusMainContent, openConsentSettings, useConsentSettingsOpen } from './settings-store';
import type { ConsentCategory } from '~/domain/consent';
import styles from './ConsentBar.module.css';

export const consentBarId = 'consent-bar';

// Runs as the page is parsed: shows the bar before the first paint when there is no valid choice.
const revealScript = `if(!(${String(storedIds)})(document.cookie))document.getElementById(${JSON.stringify(consentBarId)}).hidden=false`;

/**
 * The first-visit bar (SPEC §1, §4): not modal, early in the tab order (right after the skip
 * link), fixed at the bottom so it shifts nothing. The HTML is the same for everyone (it is
 * cached): the bar is hidden in it and shown by the inline script, then by React.
 */
export function ConsentBar() {
  const t = useT('consent');
  const locale = useLocale();
  const data = useConsentPageData();
  const hydrated = useHydrated();
  const choice = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  // The bar goes with the choice: focus moves on to the page instead of being lost.
  const choose = (categories: ConsentCategory[]) => {
    const hadFocus = document.activeElement?.closest(`#${consentBarId}`) != null;
    saveCategories(categories);
    if (hadFocus) focusMainContent();
  };
  // Before hydration React keeps what the inline script decided (suppressHydrationWarning).
  const hidden = !hydrated || choice !== null || settingsOpen;
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (hidden || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--consent-bar-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hidden]);
  // Error pages whose root data is missing have no texts for it: no bar there.
  if (!data) return null;
  return (
    <>
      <section
        ref={bar}
        id={consentBarId}
        className={styles.bar}
        aria-labelledby="consent-bar-heading"
        hidden={hidden}
        suppressHydrationWarning
      >
        <div className={styles.inner}>
          <div className={styles.text}>
            <h2 id="consent-bar-heading" className={styles.heading}>
              {data?.barHeading}
            </h2>
            <p>
              {data?.barText}{' '}
              <Link to={href('privacyPolicy', {}, locale)}>{t('privacyPolicy')}</Link>
            </p>
          </div>
          <div className={styles.actions}>
            <Button size="compact" onClick={() => choose(['analytics', 'external'])}>
              {t('acceptAll')}
            </Button>
            <Button size="compact" onClick={() => choose([])}>
              {t('rejectOptional')}
            </Button>
            <Button
              size="compact"
              variant="secondary"
              onClick={openConsentSettings}
              onPointerEnter={() => preloadConsentSettings(locale)}
              onFocus={() => preloadConsentSettings(locale)}
            >
              {t('openSettings')}
            </Button>
          </div>
        </div>
      </section>
      {/* Allowed by its hash in the page's CSP (server/security-headers.ts). */}
      <script dangerouslySetInnerHTML={{ __html: revealScript }} />
    </>
  );
}
