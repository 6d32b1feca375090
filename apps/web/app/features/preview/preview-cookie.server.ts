import { createCookie } from 'react-router';
import type { PreviewInfo, PreviewState } from './preview-state';
import { personalCookies } from '~/site/personal-cookies';

/**
 * The editors' preview lasts as long as this signed, HttpOnly cookie: set by /api/preview after
 * the secret was checked, read on every request (server/preview.ts). The expiry is inside the
 * signed value, so a copy kept beyond it is worthless.
 */
export const PREVIEW_COOKIE = personalCookies.preview;
export const PREVIEW_MAX_AGE_SECONDS = 60 * 60;

interface SignedValue extends PreviewInfo {
  expires: number;
}

const states: ReadonlyArray<PreviewState | null> = ['draft', 'modified', 'published', null];

function isSignedValue(value: unknown): value is SignedValue {
  const { path, state, expires } = (value ?? {}) as Partial<SignedValue>;
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    states.includes(state ?? null) &&
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
  info: PreviewInfo,
  options: { secret: string; secure: boolean; now?: number },
): Promise<string> {
  const expires = (options.now ?? Date.now()) + PREVIEW_MAX_AGE_SECONDS * 1000;
  return cookie(options.secret).serialize({ ...info, expires } satisfies SignedValue, {
    secure: options.secure,
  });
}

/** The Set-Cookie header that ends the preview. */
export function endPreviewCookie(options: { secret: string; secure: boolean }): Promise<string> {
  return cookie(options.secret).serialize('', { maxAge: 0, secure: options.secure });
}

/** The preview this browser was let into, or null (no cookie, forged, expired). */
export async function readPreviewCookie(
  cookieHeader: string | undefined,
  options: { secret: string; now?: number },
): Promise<PreviewInfo | null> {
  if (!cookieHeader?.includes(`${PREVIEW_COOKIE}=`)) return null;
  const value: unknown = await cookie(options.secret).parse(cookieHeader);
  if (!isSignedValue(value) || value.expires <= (options.now ?? Date.now())) return null;
  return { path: value.path, state: value.state ?? null };
}
