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

/**
 * How the cookie is kept (decision 0062): `partitioned` (`Partitioned; SameSite=None; Secure`)
 * keeps it in the partition of the page that frames the site (the admin), so it works in the
 * admin's preview frame whatever site the admin is on, and is never sent to another site's
 * frame; `lax` (`SameSite=Lax`) for a plain-http site on a host that is not this machine, where
 * browsers refuse Secure cookies.
 */
export type PreviewCookieMode = 'partitioned' | 'lax';

export interface PreviewCookieOptions {
  secret: string;
  mode: PreviewCookieMode;
}

const attributes = (mode: PreviewCookieMode) =>
  mode === 'partitioned'
    ? ({ sameSite: 'none', secure: true, partitioned: true } as const)
    : ({ sameSite: 'lax', secure: false } as const);

export function previewCookie(
  entry: PreviewEntry,
  info: PreviewInfo,
  options: PreviewCookieOptions & { now?: number },
): Promise<string> {
  const expires = (options.now ?? Date.now()) + PREVIEW_MAX_AGE_SECONDS * 1000;
  const value: SignedValue = { ...info, type: entry.type, documentId: entry.documentId, expires };
  return cookie(options.secret).serialize(value, attributes(options.mode));
}

/**
 * The end of an unpartitioned `zm_preview` a browser may still hold from before decision 0062,
 * when this mode is partitioned (a partitioned and an unpartitioned cookie of the same name are
 * two cookies to a browser, and it would send both); none otherwise.
 */
export async function endOfUnpartitioned(options: PreviewCookieOptions): Promise<string[]> {
  if (options.mode !== 'partitioned') return [];
  return [await cookie(options.secret).serialize('', { maxAge: 0, ...attributes('lax') })];
}

/** The Set-Cookie headers that end the preview. */
export async function endPreviewCookies(options: PreviewCookieOptions): Promise<string[]> {
  const ended = await cookie(options.secret).serialize('', {
    maxAge: 0,
    ...attributes(options.mode),
  });
  return [ended, ...(await endOfUnpartitioned(options))];
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
