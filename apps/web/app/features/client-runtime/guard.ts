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

/** A stored object with a string `path` and a number `at`; anything else is null. */
function readStored(text: string | null): (ReloadMark & { from?: unknown }) | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as (ReloadMark & { from?: unknown }) | null;
    const valid =
      typeof value === 'object' &&
      value !== null &&
      typeof value.path === 'string' &&
      typeof value.at === 'number';
    if (valid) return value;
  } catch {
    // Not ours or broken: ignored.
  }
  return null;
}

/** Reads a mark stored as JSON; anything else counts as no mark. */
export function parseMark(text: string | null): ReloadMark | null {
  const stored = readStored(text);
  return stored ? { path: stored.path, at: stored.at } : null;
}

/** The client navigation under way that runtime.ts noted: its target, when, and the page left. */
export function parseNavigationNote(text: string | null): (ReloadMark & { from: string }) | null {
  const stored = readStored(text);
  return stored && typeof stored.from === 'string'
    ? { path: stored.path, at: stored.at, from: stored.from }
    : null;
}
