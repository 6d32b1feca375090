import { useRouteLoaderData } from 'react-router';
import type { ConsentCategory, ConsentService, ConsentSettings } from '~/domain/consent';
import { useT } from '~/i18n/react';

/** The root loader's `consent` entry: the editors' texts and services; null while unavailable. */
export function useConsentSettings(): ConsentSettings | null {
  const root = useRouteLoaderData('root') as { consent?: ConsentSettings | null } | undefined;
  return root?.consent ?? null;
}

export interface ConsentView {
  barHeading: string;
  barText: string;
  settingsHeading: string;
  settingsIntro: string;
  category: (id: ConsentCategory) => { title: string; description: string };
  embedNotice: (service: string) => string;
  services: ConsentService[];
}

/** The editors' texts where the CMS has them, the UI catalogue's otherwise. */
export function useConsentView(): ConsentView {
  const settings = useConsentSettings();
  const t = useT('consent');
  const tEmbed = useT('embed');
  const texts = settings?.texts;
  return {
    barHeading: texts?.barHeading || t('bar.heading'),
    barText: texts?.barText || t('bar.text'),
    settingsHeading: texts?.settingsHeading || t('settings.heading'),
    settingsIntro: texts?.settingsIntro || t('settings.intro'),
    category: (id) => ({
      title: texts?.categories[id].title || t(`category.${id}`),
      description: texts?.categories[id].description || t(`description.${id}`),
    }),
    embedNotice: (service) =>
      texts?.embedNotice
        ? texts.embedNotice.replaceAll('{service}', service)
        : tEmbed('notice', { service }),
    services: settings?.services ?? [],
  };
}

/** The external service an embed loads: the one whose hosts include the embed URL's host. */
export function serviceOfUrl(
  services: readonly ConsentService[],
  url: string,
): ConsentService | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return (
    services.find((service) => service.category === 'external' && service.hosts.includes(host)) ??
    null
  );
}
