import { useRouteLoaderData } from 'react-router';
import type { ConsentCategory, ConsentService } from '~/domain/consent';
import type { Locale } from '~/domain/locale';

/** An external service as embeds need it: which frames belong to it, and its name. */
export type EmbedService = Pick<ConsentService, 'id' | 'name' | 'hosts'>;

/** What every page carries (root loader): kept small, the dialog loads the rest. */
export interface ConsentPageData {
  barHeading: string;
  barText: string;
  /** "{service}" stands for the service's name. */
  embedNotice: string;
  embedServices: EmbedService[];
}

/** What the settings dialog loads when it opens (`/api/consent-settings?locale=…`). */
export interface ConsentDialogData {
  heading: string;
  intro: string;
  categories: Record<ConsentCategory, { title: string; description: string }>;
  services: ConsentService[];
}

export const consentSettingsPath = (locale: Locale) => `/api/consent-settings?locale=${locale}`;

/** The root loader's `consent` entry; null only while the root data is missing (error pages). */
export function useConsentPageData(): ConsentPageData | null {
  const root = useRouteLoaderData('root') as { consent?: ConsentPageData | null } | undefined;
  return root?.consent ?? null;
}

/** The external service an embed loads: the one whose hosts include the embed URL's host. */
export function serviceOfUrl(services: readonly EmbedService[], url: string): EmbedService | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return services.find((service) => service.hosts.includes(host)) ?? null;
}
