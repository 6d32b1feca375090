// "Open preview" in the content manager: the site's /api/preview checks the secret, finds the
// page that shows the entry and opens it with drafts (apps/web/server/preview.ts).

/** Types with drafts that the site can show; the site maps each to its page. */
export const PREVIEWABLE_TYPES = [
  'api::exhibition.exhibition',
  'api::event.event',
  'api::offer.offer',
  'api::digital-offer.digital-offer',
  'api::press-release.press-release',
  'api::page.page',
  'api::home.home',
  'api::site-menu.site-menu',
  'api::general-contact.general-contact',
  'api::overview-intro.overview-intro',
  'api::consent-text.consent-text',
];

export interface PreviewParams {
  documentId?: string;
  locale?: string;
  status?: string;
}

/** The site's preview address for an entry, or null (no preview button) for other types. */
export function previewUrl(
  siteUrl: string,
  secret: string,
  uid: string,
  { documentId, locale, status }: PreviewParams,
): string | null {
  if (!PREVIEWABLE_TYPES.includes(uid)) return null;
  const url = new URL('/api/preview', siteUrl);
  url.searchParams.set('secret', secret);
  url.searchParams.set('type', uid);
  if (documentId) url.searchParams.set('documentId', documentId);
  url.searchParams.set('locale', locale || 'de');
  url.searchParams.set('status', status === 'published' ? 'published' : 'draft');
  return url.href;
}
