import { chunkFailureAction, parseMark, parseNavigationNote, RELOAD_GUARD_MS } from './guard';
import { NAVIGATING_KEY, read, RELOAD_KEY, write } from './storage';

const here = () => location.pathname + location.search;

/**
 * SPEC §8: code for `path` failed to load. The first time, a full page load of that path (the
 * new document names the current chunks); a second time within 10 s, the error page.
 */
export function chunkFailed(path: string, showError: (error: Error) => void): void {
  const now = Date.now();
  if (chunkFailureAction(parseMark(read(RELOAD_KEY)), path, now) === 'error') {
    console.error(`[runtime] code for ${path} failed to load again; showing the error page`);
    showError(new Error(`Code for ${path} failed to load twice`));
    return;
  }
  write(RELOAD_KEY, { path, at: now });
  console.warn(`[runtime] code for ${path} failed to load; loading the page again`);
  if (path === here()) location.reload();
  else location.assign(path);
}

/**
 * Vite's `vite:preloadError` for a dynamic import of the app (a lazily loaded part of a page).
 * The part's own code has already handled the error (the page stays as it was). If the server no
 * longer has the chunk (404/410: a deploy replaced it), the guard reloads the page; a network
 * failure changes nothing more, since a reload could not help.
 */
export async function preloadFailed(
  error: unknown,
  path: string,
  showError: (error: Error) => void,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const url = /(https?:\/\/|\/assets\/)[^\s'"`]+/.exec(message)?.[0];
  if (url) {
    const status = await fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 404 && status !== 410) {
      console.warn(`[runtime] ${url} did not load (${status || 'network error'})`);
      return;
    }
  }
  chunkFailed(path, showError);
}

/**
 * React Router reloads the page it was on when a route module fails to import during a client
 * navigation (runtime.ts notes each navigation under way). Called when a page loads with that
 * note still there: when the note says this page was left for another within the guard time,
 * that navigation failed, and the guard loads the target.
 */
export function afterInterruptedNavigation(showError: (error: Error) => void): void {
  const pending = parseNavigationNote(read(NAVIGATING_KEY));
  write(NAVIGATING_KEY, null);
  if (
    pending &&
    pending.from === here() &&
    pending.path !== here() &&
    Date.now() - pending.at < RELOAD_GUARD_MS
  ) {
    chunkFailed(pending.path, showError);
  }
}
