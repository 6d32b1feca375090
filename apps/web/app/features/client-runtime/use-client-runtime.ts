import { useLayoutEffect, useState } from 'react';

/** SPEC §9: no route-manifest request and no prefetch before this long after the load event. */
export const MANIFEST_PREFETCH_DELAY_MS = 1000;
/**
 * sessionStorage: the client navigation under way, kept across a reload. Written by the runtime
 * (storage.ts has the same key); spelled here too, so that this every-page hook shares no module
 * with the lazily loaded chunks (a shared module becomes one more first-load chunk).
 */
const NAVIGATING_KEY = 'zm-navigating';

function leftMidNavigation(): boolean {
  try {
    return sessionStorage.getItem(NAVIGATING_KEY) !== null;
  } catch {
    return false;
  }
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

let started = false;

/**
 * The client runtime across deploys, once per document. On every page only this: the hold on
 * route discovery and the hooks of the chunk-failure guard, whose logic (recover.ts) loads when
 * something failed; 1000 ms after load, update detection and the prefetcher (runtime.ts).
 * Returns an error to render the error page with when code failed twice for the same path.
 */
export function useClientRuntime(): Error | null {
  const [failure, setFailure] = useState<Error | null>(null);

  useLayoutEffect(() => {
    if (started) return;
    started = true;
    // Only when the last page of this tab was left in the middle of a navigation.
    if (leftMidNavigation()) {
      void import('./recover').then((guard) => guard.afterInterruptedNavigation(setFailure));
    }
    // Not prevented: the import's caller gets the error and keeps the page as it was; the
    // guard then reloads when the chunk is gone from the server (recover.ts).
    window.addEventListener('vite:preloadError', (event) => {
      const path = location.pathname + location.search;
      import('./recover').then(
        (guard) =>
          guard.preloadFailed((event as Event & { payload?: unknown }).payload, path, setFailure),
        // The guard's own chunk is gone too (a deploy replaced them all): the page stays as it
        // is, and update detection makes the next navigation a full load.
        (error: unknown) => console.warn('[runtime] guard not loaded:', error),
      );
    });
    const releaseDiscovery = holdRouteDiscovery();
    const start = () =>
      setTimeout(() => {
        releaseDiscovery();
        import('./runtime').then(
          (runtime) => runtime.startRuntime(),
          (error: unknown) => console.warn('[runtime] not started:', error),
        );
      }, MANIFEST_PREFETCH_DELAY_MS);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, []);

  return failure;
}
