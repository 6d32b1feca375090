/**
 * The chunk-failure guard's rules (SPEC §8, §9) as small pure functions, tested without a browser.
 * Loaded with recover.ts only when code failed to load.
 */

/** SPEC §9: a second chunk failure for the same path within this time shows the error page. */
export const RELOAD_GUARD_MS = 10_000;
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
