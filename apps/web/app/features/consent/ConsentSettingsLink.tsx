import { Link } from '~/ui/link/SiteLink';
import { useT } from '~/i18n/react';
import { href } from '~/site/paths';
import { useLocale } from '~/site/use-locale';
import { useHydrated } from '~/ui/use-hydrated';
import { preloadConsentSettings } from './ConsentSettingsHost';
import { openConsentSettings } from './settings-store';

/**
 * "Cookie settings" in the footer: opens the settings at any time. Without JavaScript there is
 * nothing to consent to (no analytics, no frames); the link then leads to the privacy policy.
 */
export function ConsentSettingsLink({ className }: { className?: string }) {
  const t = useT('consent');
  const locale = useLocale();
  const hydrated = useHydrated();
  if (!hydrated) return <Link to={href('privacyPolicy', {}, locale)}>{t('footerLink')}</Link>;
  return (
    <button
      type="button"
      className={className}
      onClick={openConsentSettings}
      onPointerEnter={() => preloadConsentSettings(locale)}
      onFocus={() => preloadConsentSettings(locale)}
    >
      {t('footerLink')}
    </button>
  );
}
