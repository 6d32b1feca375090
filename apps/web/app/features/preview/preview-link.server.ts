import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLocale, type Locale } from '~/domain/locale';

/**
 * The CMS's preview links (apps/cms/src/preview.ts): type, document, language and expiry,
 * signed with PREVIEW_SECRET (HMAC-SHA256). Only the two servers know the secret; a link
 * opens the preview for minutes (decision 0045): it passes through address bars and proxy logs.
 */

/** How long a link opens the preview; the CMS signs it so (PREVIEW_LINK_LIFETIME_MS there). */
export const PREVIEW_LINK_LIFE_MS = 15 * 60 * 1000;
/** How far the two servers' clocks may differ. */
const CLOCK_SKEW_MS = 60 * 1000;
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

export type LinkCheck =
  | { ok: true; link: PreviewLink }
  /** `expired`: signed right, but its time is over (the editor needs a new one). */
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The link a query names when its signature is right and its time has not run out, else why
 * not. An expiry further ahead than a link's life is refused too: whatever the CMS signs, no
 * link opens the preview for longer.
 */
export function checkPreviewLink(secret: string, query: Query, now = Date.now()): LinkCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const { type, documentId = '', locale, expires, signature } = query;
  if (typeof type !== 'string' || typeof documentId !== 'string' || !isLocale(locale))
    return invalid;
  if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires)) return invalid;
  if (typeof signature !== 'string') return invalid;
  const link: PreviewLink = { type, documentId, locale, expires: Number(expires) };
  const expected = Buffer.from(previewSignature(secret, link));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  if (link.expires <= now) return { ok: false, reason: 'expired' };
  if (link.expires > now + PREVIEW_LINK_LIFE_MS + CLOCK_SKEW_MS) return invalid;
  return { ok: true, link };
}

/** The key that signs the preview cookie: derived, so a cookie never reveals the link's key. */
export function previewCookieKey(secret: string): string {
  return createHmac('sha256', secret).update('zm_preview cookie').digest('hex');
}
