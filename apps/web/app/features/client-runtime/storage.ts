/**
 * What the chunk-failure guard keeps in sessionStorage across a reload, read and written so that
 * a refused storage (private mode, quota) never throws. Loaded with the runtime and the guard only.
 */
/** The client navigation under way (target and where it started); use-client-runtime.ts checks it. */
export const NAVIGATING_KEY = 'zm-navigating';
/** The last reload done because code failed to load (SPEC §8, §9 reload guard). */
export const RELOAD_KEY = 'zm-chunk-reload';

export function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: object | null): void {
  try {
    if (value) sessionStorage.setItem(key, JSON.stringify(value));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the guard then reloads at most as React Router does.
  }
}
