import { createCookie } from 'react-router';
import type { PreviewInfo, PreviewState } from './preview-state';
import { personalCookies } from '~/site/personal-cookies';

/**
 * The editors' preview lasts as long as this signed, HttpOnly cookie: set by /api/preview after
 * the link's signature was checked, read on every request (server/preview.ts). It names the one
 * entry the link opened, whose draft the preview shows (decision 0045). The expiry is inside the
 * signed value, so a copy kept beyond it is worthless.
 */
export const PREVIEW_COOKIE = personalCookies.preview;
/**
 * Half an hour from opening, fixed: an editor's look at a page, not a working day. The admin
 * signs a new link each time its preview page opens (decision 0045).
 */
export const PREVIEW_MAX_AGE_SECONDS = 30 * 60;

/** The entry a preview opened, as the CMS names it (type uid and document id). */
export interface PreviewEntry {
  type: string;
  documentId: string;
}

/** What the cookie says: the opened entry, its page and state for the bar. */
export interface PreviewSession extends PreviewEntry {
  info: PreviewInfo;
}

interface SignedValue extends PreviewInfo, PreviewEntry {
  expires: number;
}

const states: ReadonlyArray<PreviewState | null> = ['draft', 'modified', 'published', null];

function isSignedValue(value: unknown): value is SignedValue {
  const { path, state, type, documentId, expires } = (value ?? {}) as Partial<SignedValue>;
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    states.includes(state ?? null) &&
    typeof type === 'string' &&
    typeof documentId === 'string' &&
    typeof expires === 'number'
  );
}

const cookie = (secret: string) =>
  createCookie(PREVIEW_COOKIE, {
    secrets: [secret],
    path: '/',
    maxAge: PREVIEW_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
  });

export function previewCookie(
  entry: PreviewEntry,
  info: PreviewInfo,
  options: { secret: string; secure: boolean; now?: number },
): Promise<string> {
  const expires = (options.now ?? Date.now()) + PREVIEW_MAX_AGE_SECONDS * 1000;
  const value: SignedValue = { ...info, type: entry.type, documentId: entry.documentId, expires };
  return cookie(options.secret).serialize(value, { secure: options.secure });
}

/** The Set-Cookie header that ends the preview. */
export function endPreviewCookie(options: { secret: string; secure: boolean }): Promise<string> {
  return cookie(options.secret).serialize('', { maxAge: 0, secure: options.secure });
}

/** The preview this browser was let into, or null (no cookie, forged, expired). */
export async function readPreviewCookie(
  cookieHeader: string | undefined,
  options: { secret: string; now?: number },
): Promise<PreviewSession | null> {
  if (!cookieHeader?.includes(`${PREVIEW_COOKIE}=`)) return null;
  const value: unknown = await cookie(options.secret).parse(cookieHeader);
  if (!isSignedValue(value) || value.expires <= (options.now ?? Date.now())) return null;
  const { type, documentId, path, state } = value;
  return { type, documentId, info: { path, state: state ?? null } };
}
