import type { PageSection } from '~/content/types';
import type { ScreenId } from './screens';

/**
 * Pages (content type page) live under their section's screens; section "none" pages are
 * generic pages at /{slug}. A page's canonical URL is always under its own section.
 */
export const sectionScreens: Record<PageSection, { overview: ScreenId | null; detail: ScreenId }> = {
  visit: { overview: 'visit', detail: 'visitDetail' },
  museum: { overview: 'museum', detail: 'museumDetail' },
  accessibility: { overview: 'accessibility', detail: 'accessibilityDetail' },
  none: { overview: null, detail: 'page' },
};

/** The privacy policy is the section-less page with this slug in each language (content model). */
export const privacyPolicySlug = { de: 'datenschutz', en: 'privacy-policy' } as const;
