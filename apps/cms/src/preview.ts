import { createHmac } from 'node:crypto';

// "Open preview" in the content manager: a link to the site's /api/preview for one entry,
// signed with PREVIEW_SECRET and valid for minutes; the site checks the signature, finds the
// page that shows the entry and opens it with that entry's draft (apps/web/server/preview.ts).
// The secret itself never leaves the servers, and a copied link soon stops working.

/**
 * How long a preview link opens the preview (decision 0045). The admin asks for the link when
 * its preview page opens and keeps it while that page is shown and a minute after, so the frame
 * loads it at once; a link kept in a log or an address bar is worthless after this. The site
 * refuses links that would last longer, and its own session then lasts half an hour.
 */
export const PREVIEW_LINK_LIFETIME_MS = 15 * 60 * 1000;

/** The signature the site expects: HMAC-SHA256 over type, document, language and expiry. */
export function previewSignature(
  secret: string,
  link: { type: string; documentId: string; locale: string; expires: number },
): string {
  return createHmac('sha256', secret)
    .update([link.type, link.documentId, link.locale, String(link.expires)].join('\n'))
    .digest('hex');
}

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
  { documentId = '', locale, status }: PreviewParams,
  now = Date.now(),
): string | null {
  if (!PREVIEWABLE_TYPES.includes(uid)) return null;
  const link = {
    type: uid,
    documentId,
    locale: locale || 'de',
    expires: now + PREVIEW_LINK_LIFETIME_MS,
  };
  const url = new URL('/api/preview', siteUrl);
  url.searchParams.set('type', link.type);
  url.searchParams.set('documentId', link.documentId);
  url.searchParams.set('locale', link.locale);
  url.searchParams.set('status', status === 'published' ? 'published' : 'draft');
  url.searchParams.set('expires', String(link.expires));
  url.searchParams.set('signature', previewSignature(secret, link));
  return url.href;
}
