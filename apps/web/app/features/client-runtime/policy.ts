/**
 * The rules of update detection and prefetch (SPEC §4, §9) as small pure functions, tested
 * without a browser; used by runtime.ts, the chunk loaded 1000 ms after the page's load event.
 */

/** SPEC §9: at most this many route preloads in flight. */
export const MAX_PARALLEL_PRELOADS = 4;
/** SPEC §4: how often the browser asks for the newest build id (a few minutes). */
export const UPDATE_POLL_MS = 5 * 60_000;
/** A poll that has no answer after this long is given up (and logged), never left open. */
export const POLL_TIMEOUT_MS = 5000;

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
