/**
 * The consent texts and services for the root loader; null when the CMS cannot give them
 * (then the bar falls back to the UI catalogue's texts and no external service may load).
 */
import type { ConsentSettings } from '~/domain/consent';
import type { Locale } from '~/domain/locale';

export async function loadConsentSettings(_locale: Locale): Promise<ConsentSettings | null> {
  return null;
}
