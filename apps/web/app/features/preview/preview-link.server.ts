import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLocale, type Locale } from '~/domain/locale';

/**
 * The CMS's preview links (apps/cms/src/preview.ts): type, document, language and expiry,
 * signed with PREVIEW_SECRET (HMAC-SHA256). Only the two servers know the secret; a link
 * opens the preview until it expires.
 */
export interface PreviewLink {
  type: string;
  documentId: string;
  locale: Locale;
  expires: number;
}

export function previewSignature(secret: string, link: PreviewLink): string {
  return createHmac('sha256', secret)
    .update([link.type, link.documentId, link.locale, String(link.expires)].join('\n'))
    .digest('hex');
}

type Query = Record<string, unknown>;

/** The link a query names when its signature is right and it has not expired; else null. */
export function verifyPreviewLink(
  secret: string,
  query: Query,
  now = Date.now(),
): PreviewLink | null {
  const { type, documentId = '', locale, expires, signature } = query;
  if (typeof type !== 'string' || typeof documentId !== 'string' || !isLocale(locale)) return null;
  if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires)) return null;
  if (typeof signature !== 'string') return null;
  const link: PreviewLink = { type, documentId, locale, expires: Number(expires) };
  const expected = Buffer.from(previewSignature(secret, link));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return link.expires > now ? link : null;
}

/** The key that signs the preview cookie: derived, so a cookie never reveals the link's key. */
export function previewCookieKey(secret: string): string {
  return createHmac('sha256', secret).update('zm_preview cookie').digest('hex');
}
