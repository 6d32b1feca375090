/**
 * The rules of the client runtime across deploys (SPEC §4, §8, §9) as small pure functions, so that
 * they are tested without a browser. The browser side lives in use-client-runtime.ts (on every
 * page) and runtime.ts (loaded 1000 ms after the page's load event).
 */

/** SPEC §9: a second chunk failure for the same path within this time shows the error page. */
export const RELOAD_GUARD_MS = 10_000;
/** SPEC §9: no route-manifest request and no prefetch before this long after the load event. */
export const MANIFEST_PREFETCH_DELAY_MS = 1000;
/** SPEC §9: at most this many route preloads in flight. */
export const MAX_PARALLEL_PRELOADS = 4;
/** SPEC §4: how often the browser asks for the newest build id (a few minutes). */
export const UPDATE_POLL_MS = 5 * 60_000;

/** What the browser reports about its connection (Network Information API, where there is one). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC §9: link prefetch is skipped on save-data or a 2g connection. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** A full reload done because code failed to load: which path, and when. */
export interface ReloadMark {
  path: string;
  at: number;
}

/**
 * SPEC §8: a failed code chunk reloads the page once per path; a second failure for the same path
 * within the guard time shows the error page instead of reloading in a loop.
 */
export function chunkFailureAction(
  last: ReloadMark | null,
  path: string,
  now: number,
): 'reload' | 'error' {
  return last && last.path === path && now - last.at >= 0 && now - last.at < RELOAD_GUARD_MS
    ? 'error'
    : 'reload';
}

/** Reads a mark stored as JSON; anything else counts as no mark. */
export function parseMark(text: string | null): ReloadMark | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ReloadMark).path === 'string' &&
      typeof (value as ReloadMark).at === 'number'
    ) {
      return { path: (value as ReloadMark).path, at: (value as ReloadMark).at };
    }
  } catch {
    // Not ours or broken: ignored.
  }
  return null;
}

/** The id of `/builds/latest.json`'s answer `{ id, timestamp }`, or null for any other shape. */
export function latestBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The poll interval: a positive override (tests) or the default. */
export function pollInterval(override: unknown): number {
  return typeof override === 'number' && Number.isFinite(override) && override > 0
    ? override
    : UPDATE_POLL_MS;
}

/**
 * The in-site path a link click or hover leads to, or null when the router should not handle it
 * (another origin, a download, a new window, another scheme).
 */
export function internalPath(
  href: string | null,
  origin: string,
  attributes: { target?: string | null; download?: boolean } = {},
): string | null {
  if (!href || attributes.download) return null;
  if (attributes.target && attributes.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname + url.search;
}
