import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigation, useRouteLoaderData } from 'react-router';
import {
  chunkFailureAction,
  MANIFEST_PREFETCH_DELAY_MS,
  parseMark,
  RELOAD_GUARD_MS,
} from './guard';

/** The client navigation under way (target and where it started), kept across a reload. */
const NAVIGATING_KEY = 'zm-navigating';
/** The last reload done because code failed to load (SPEC §8, §9 reload guard). */
const RELOAD_KEY = 'zm-chunk-reload';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: object | null): void {
  try {
    if (value) sessionStorage.setItem(key, JSON.stringify(value));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the guard then reloads at most as React Router does.
  }
}

const here = () => location.pathname + location.search;

/**
 * SPEC §8: code for `path` failed to load. The first time, a full page load of that path (the
 * new document names the current chunks); a second time within 10 s, the error page.
 */
function chunkFailed(path: string, showError: (error: Error) => void): boolean {
  const now = Date.now();
  if (chunkFailureAction(parseMark(read(RELOAD_KEY)), path, now) === 'error') {
    console.error(`[runtime] code for ${path} failed to load again; showing the error page`);
    showError(new Error(`Code for ${path} failed to load twice`));
    return false;
  }
  write(RELOAD_KEY, { path, at: now });
  console.warn(`[runtime] code for ${path} failed to load; loading the page again`);
  if (path === here()) location.reload();
  else location.assign(path);
  return true;
}

/**
 * Until MANIFEST_PREFETCH_DELAY_MS after the load event, links carry no `data-discover`, so
 * React Router's eager route discovery (one `/__manifest` request for the links on the page)
 * has nothing to ask for; afterwards the attributes come back and its own observer asks.
 */
function holdRouteDiscovery(): () => void {
  const held = new Set<Element>();
  const strip = () =>
    document.querySelectorAll('a[data-discover], form[data-discover]').forEach((element) => {
      element.removeAttribute('data-discover');
      held.add(element);
    });
  strip();
  const observer = new MutationObserver(strip);
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributeFilter: ['data-discover'],
  });
  return () => {
    observer.disconnect();
    held.forEach((element) => {
      if (element.isConnected) element.setAttribute('data-discover', 'true');
    });
  };
}

function afterLoad(delay: number, run: () => void): void {
  const later = () => window.setTimeout(run, delay);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

let started = false;

/**
 * The client runtime across deploys, once per document: the chunk-failure guard from the first
 * moment, then (1000 ms after load, as its own chunk) update detection and the prefetcher.
 * Returns an error to render the error page with when code failed twice for the same path.
 */
export function useClientRuntime(): Error | null {
  const [failure, setFailure] = useState<Error | null>(null);
  const root = useRouteLoaderData('root') as { buildId?: unknown } | undefined;
  const navigation = useNavigation();
  const target =
    navigation.state === 'idle' ? null : navigation.location.pathname + navigation.location.search;

  // React Router reloads the current page when a route module fails to import during a client
  // navigation; this note tells the reloaded page where the visitor was going.
  useEffect(() => {
    write(NAVIGATING_KEY, target ? { path: target, from: here(), at: Date.now() } : null);
  }, [target]);

  useLayoutEffect(() => {
    if (started) return;
    started = true;
    const note = read(NAVIGATING_KEY);
    const pending = parseMark(note);
    // parseMark read it as JSON already.
    const from = pending && note ? (JSON.parse(note) as { from?: unknown }).from : null;
    write(NAVIGATING_KEY, null);
    if (
      pending &&
      from === here() &&
      pending.path !== here() &&
      Date.now() - pending.at < RELOAD_GUARD_MS &&
      chunkFailed(pending.path, setFailure)
    ) {
      return;
    }
    window.addEventListener('vite:preloadError', (event) => {
      if (chunkFailed(here(), setFailure)) event.preventDefault();
    });
    const releaseDiscovery = holdRouteDiscovery();
    const buildId = typeof root?.buildId === 'string' ? root.buildId : null;
    afterLoad(MANIFEST_PREFETCH_DELAY_MS, () => {
      releaseDiscovery();
      import('./runtime')
        .then(({ startRuntime }) => startRuntime(buildId))
        .catch((error: unknown) => console.warn('[runtime] not started:', error));
    });
    // Once per document: the values of the first render are the ones the page was built with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return failure;
}
