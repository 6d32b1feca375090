import { Link } from 'react-router';
import { href } from '~/site/paths';
import { useLocale } from '~/site/use-locale';
import { Button } from '~/ui/button/Button';
import { useHydrated } from '~/ui/use-hydrated';
import { useT } from '~/i18n/react';
import { useCspNonce } from '~/ui/use-csp-nonce';
import { hasStoredChoice } from './consent-cookies';
import { useConsentView } from './consent-data';
import { saveCategories, useConsent } from './consent-store';
import { preloadConsentSettings } from './ConsentSettingsHost';
import { openConsentSettings, useConsentSettingsOpen } from './settings-store';
import styles from './ConsentBar.module.css';

export const consentBarId = 'consent-bar';

// Runs as the page is parsed: shows the bar before the first paint when there is no valid choice.
const revealScript = `if(!(${String(hasStoredChoice)})(document.cookie))document.getElementById(${JSON.stringify(consentBarId)}).hidden=false`;

/**
 * The first-visit bar (SPEC §1, §4): not modal, early in the tab order (right after the skip
 * link), fixed at the bottom so it shifts nothing. The HTML is the same for everyone (it is
 * cached): the bar is hidden in it and shown by the inline script, then by React.
 */
export function ConsentBar() {
  const t = useT('consent');
  const locale = useLocale();
  const view = useConsentView();
  const hydrated = useHydrated();
  const choice = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  const nonce = useCspNonce();
  // Before hydration React keeps what the inline script decided (suppressHydrationWarning).
  const hidden = !hydrated || choice !== null || settingsOpen;
  return (
    <>
      <section
        id={consentBarId}
        className={styles.bar}
        aria-labelledby="consent-bar-heading"
        hidden={hidden}
        suppressHydrationWarning
      >
        <div className={styles.inner}>
          <div className={styles.text}>
            <h2 id="consent-bar-heading" className={styles.heading}>
              {view.barHeading}
            </h2>
            <p>
              {view.barText}{' '}
              <Link to={href('privacyPolicy', {}, locale)}>{t('privacyPolicy')}</Link>
            </p>
          </div>
          <div className={styles.actions}>
            <Button size="compact" onClick={() => saveCategories(['analytics', 'external'])}>
              {t('acceptAll')}
            </Button>
            <Button size="compact" onClick={() => saveCategories([])}>
              {t('rejectOptional')}
            </Button>
            <Button
              size="compact"
              variant="secondary"
              onClick={openConsentSettings}
              onPointerEnter={preloadConsentSettings}
              onFocus={preloadConsentSettings}
            >
              {t('openSettings')}
            </Button>
          </div>
        </div>
      </section>
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: revealScript }}
        suppressHydrationWarning
      />
    </>
  );
}
