/**
 * The consent texts and services for the root loader. The root loader turns a failure into
 * null (then the bar falls back to the UI catalogue's texts and no external service may load).
 */
import { getConsentSettings } from '~/content/index.server';
import type { ConsentSettings } from '~/domain/consent';
import type { Locale } from '~/domain/locale';

export function loadConsentSettings(locale: Locale): Promise<ConsentSettings | null> {
  return getConsentSettings(locale);
}
