import type { Locale } from '~/domain/locale';

/**
 * The visit page about times and prices (SPEC §2 path words "zeiten-preise" /
 * "opening-prices"): it leads with the live hours, and the home page links to it.
 */
export const hoursPageSlug: Record<Locale, string> = { de: 'zeiten-preise', en: 'opening-prices' };
