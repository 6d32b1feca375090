/** Server-side helpers shared by the screens' loaders. */
import { data, redirect } from 'react-router';
import { findRedirect, redirectLocation } from '~/content/index.server';
import type { Locale } from '~/domain/locale';
import { localeFromPath } from '~/site/paths';

/** The page language, from the page URL (React Router's `url`: no `.data` suffix). */
export function requestLocale(url: URL): Locale {
  return localeFromPath(url.pathname);
}

/**
 * Ends a loader that found nothing to show: a legacy path from the CMS's redirect list answers
 * with its redirect (absolute targets leave the site), anything else with 404 — never an
 * empty 200. A failing redirect list only logs: the visitor still gets the 404.
 */
export async function notFound(url: URL): Promise<never> {
  const { pathname, search } = url;
  let target: Awaited<ReturnType<typeof findRedirect>> = null;
  try {
    target = await findRedirect(pathname);
  } catch (error) {
    console.error('[redirects] unavailable:', error instanceof Error ? error.message : error);
  }
  if (target) throw redirect(redirectLocation(target, search), target.status);
  // SPEC §8: the full path with its query, once per request (only the matched loader gets here).
  console.warn(`[route] Page not found: ${pathname}${search}`);
  throw data({ pathname }, { status: 404 });
}

/** The item a detail screen shows, or the 404 (or legacy redirect) when the CMS has none. */
export async function found<T>(item: T | null | undefined, url: URL): Promise<T> {
  if (item === null || item === undefined) return notFound(url);
  return item;
}
