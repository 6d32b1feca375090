import {
  matchRoutes,
  type DataRouter,
  type UNSAFE_AssetsManifest as AssetsManifest,
  type UNSAFE_RouteModules as RouteModules,
} from 'react-router';
import {
  internalPath,
  latestBuildId,
  MAX_PARALLEL_PRELOADS,
  POLL_TIMEOUT_MS,
  pollInterval,
  prefetchAllowed,
  type ConnectionInfo,
} from './policy';
import { dataHref, leadsToPage } from './data-href';
import { NAVIGATING_KEY, write } from './storage';

declare global {
  interface Window {
    /** Poll interval for `/builds/latest.json` in ms; set by tests only. */
    __zmUpdatePollMs?: number;
    // Set by React Router's HydratedRouter and <Scripts> in framework mode; route discovery
    // adds the routes it learns to the manifest and the modules it loads to routeModules.
    __reactRouterDataRouter?: DataRouter;
    __reactRouterManifest?: AssetsManifest;
    __reactRouterRouteModules?: RouteModules;
  }
}

/** Loaded 1000 ms after the page's load event (use-client-runtime.ts). */
export function startRuntime(): void {
  const router = window.__reactRouterDataRouter;
  // The build this document belongs to (root loader data `buildId`), null until the server
  // sends one. Read once: root data loaded later may already come from a newer build.
  const rootData = router?.state.loaderData.root as { buildId?: unknown } | undefined;
  watchForUpdates(typeof rootData?.buildId === 'string' ? rootData.buildId : null);
  // A full buffer would stop recording the `.data` answers whose request id an error page names.
  performance.addEventListener('resourcetimingbufferfull', () =>
    performance.clearResourceTimings(),
  );
  const manifest = window.__reactRouterManifest;
  const routeModules = window.__reactRouterRouteModules;
  if (!router || !manifest || !routeModules) return;
  noteNavigations(router);
  startPrefetcher(router, manifest, routeModules);
}

// --- SPEC §8: which navigation was under way when React Router reloaded for a failed module. ---

function noteNavigations(router: DataRouter): void {
  let noted: string | null = null;
  router.subscribe(({ navigation }) => {
    const target =
      navigation.state === 'idle'
        ? null
        : navigation.location.pathname + navigation.location.search;
    if (target === noted) return;
    noted = target;
    const from = location.pathname + location.search;
    write(NAVIGATING_KEY, target ? { path: target, from, at: Date.now() } : null);
  });
}

// --- SPEC §4: a new version is detected by polling and reloads on the next navigation. ---

let updatePending = false;

function watchForUpdates(buildId: string | null): void {
  let known = buildId;
  const interval = pollInterval(window.__zmUpdatePollMs);
  let lastPoll = Date.now();
  let timer: number | undefined;

  async function poll(): Promise<void> {
    lastPoll = Date.now();
    try {
      const response = await fetch(`/builds/latest.json?t=${Date.now()}`, {
        cache: 'no-store',
        signal: AbortSignal.timeout(POLL_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const id = latestBuildId(await response.json());
      if (!id) throw new Error('answer without an id');
      // Without an id from the page, the first answer is the build this page belongs to.
      if (known === null) known = id;
      else if (id !== known) updatePending = true;
    } catch (error) {
      // SPEC §8: only logged; the page goes on as it is.
      console.warn(
        '[runtime] update check failed:',
        error instanceof Error ? error.message : error,
      );
    }
  }

  function schedule(delay: number): void {
    window.clearTimeout(timer);
    if (updatePending) return;
    timer = window.setTimeout(() => {
      if (document.visibilityState === 'hidden') return;
      void poll().then(() => schedule(interval));
    }, delay);
  }

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') window.clearTimeout(timer);
    else schedule(Math.max(0, lastPoll + interval - Date.now()));
  });
  schedule(known === null ? 0 : interval);
  document.addEventListener('click', fullLoadOnUpdate, true);
  document.addEventListener('submit', fullSubmitOnUpdate, true);
}

/** With a new version out, an in-site link click loads the whole document instead. */
function fullLoadOnUpdate(event: MouseEvent): void {
  if (!updatePending || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const path = internalPath(anchor.href, location.origin, {
    target: anchor.getAttribute('target'),
    download: anchor.hasAttribute('download'),
  });
  // A jump to an anchor on this page is no navigation.
  if (path === null || (path === location.pathname + location.search && anchor.hash)) return;
  event.preventDefault();
  event.stopPropagation();
  location.assign(anchor.href);
}

/** The same for GET forms (filters, search); other forms post and load a document anyway. */
function fullSubmitOnUpdate(event: SubmitEvent): void {
  if (!updatePending || event.defaultPrevented) return;
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'get') return;
  const url = new URL(form.action, location.href);
  if (internalPath(url.href, location.origin, { target: form.getAttribute('target') }) === null)
    return;
  const fields = new FormData(form, event.submitter);
  url.search = new URLSearchParams(
    [...fields].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ).toString();
  event.preventDefault();
  event.stopPropagation();
  location.assign(url.href);
}

// --- SPEC §9: prefetch on intent and for the main navigation in view, at most 4 in flight. ---

function connectionAllows(): boolean {
  return prefetchAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

function startPrefetcher(
  router: DataRouter,
  manifest: AssetsManifest,
  routeModules: RouteModules,
): void {
  // Everything the document already loads or preloads counts as fetched.
  const requested = new Set<string>();
  document
    .querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')
    .forEach((link) => requested.add(new URL(link.href).pathname));
  // Route modules go in as modulepreload, page data as a prefetch of the navigation's request.
  const queue: Array<{ href: string; rel: 'modulepreload' | 'prefetch' }> = [];
  let inFlight = 0;

  function pump(): void {
    while (inFlight < MAX_PARALLEL_PRELOADS && queue.length > 0) {
      const { href, rel } = queue.shift() as (typeof queue)[number];
      inFlight += 1;
      const link = document.createElement('link');
      link.rel = rel;
      if (rel === 'prefetch') link.as = 'fetch';
      link.href = href;
      // Done, the link goes: what it fetched stays in the module map or the HTTP cache, and
      // a prefetch link left in <head> was fetched again when the next page re-rendered it.
      const done = () => {
        link.remove();
        inFlight -= 1;
        pump();
      };
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
      document.head.append(link);
    }
  }

  // Data asked for from the page shown; its `.data` URLs depend on that page (`_routes`).
  let requestedData = new Set<string>();
  const enqueue = (href: string, rel: 'modulepreload' | 'prefetch') => {
    const asked = rel === 'prefetch' ? requestedData : requested;
    if (asked.has(href)) return;
    asked.add(href);
    queue.push({ href, rel });
  };

  const undiscovered = new Set<string>();
  /**
   * The route modules (and their imports) a path needs that are not loaded yet, then its data.
   * The data's answer is cacheable like the page (and kept by the server's HTML cache); the
   * browser keeps a prefetch for the navigation that follows within minutes.
   */
  function prefetch(path: string): void {
    if (!connectionAllows() || path === location.pathname + location.search) return;
    // Mid-navigation the page shown is about to change, and with it the data URL.
    if (router.state.navigation.state !== 'idle') return;
    const matches = matchRoutes(router.routes, path) ?? [];
    // Only the catch-all so far: route discovery (its /__manifest request) has not told the
    // router about this path yet. Asked again when the router learns new routes.
    if ((matches.at(-1)?.route.path ?? '*') === '*') {
      undiscovered.add(path);
      return;
    }
    undiscovered.delete(path);
    if (!leadsToPage(matches, manifest)) return;
    for (const match of matches) {
      const route = manifest.routes[match.route.id];
      if (!route || match.route.id in routeModules) continue;
      for (const href of [route.module, ...(route.imports ?? [])]) enqueue(href, 'modulepreload');
    }
    const { matches: shownMatches, loaderData, location: shown } = router.state;
    const data = dataHref(
      new URL(path, location.origin),
      matches,
      {
        url: new URL(shown.pathname + shown.search, location.origin),
        matches: shownMatches,
        loaderData,
      },
      manifest,
      routeModules,
    );
    if (data) enqueue(data, 'prefetch');
    pump();
  }

  function linkPath(target: EventTarget | null): string | null {
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('data-no-prefetch'))
      return null;
    return internalPath(anchor.href, location.origin, {
      target: anchor.getAttribute('target'),
      download: anchor.hasAttribute('download'),
    });
  }

  // Intent: hover, keyboard focus, touch.
  const onIntent = (event: Event) => {
    const path = linkPath(event.target);
    if (path) prefetch(path);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  // The main navigation (header entries and the menu panel) when it is in view.
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const path = linkPath(entry.target);
      if (path) prefetch(path);
    }
  });
  const observeNavigation = () =>
    document.querySelectorAll('header a[href], nav a[href]').forEach((a) => observer.observe(a));
  observeNavigation();
  let shownKey = router.state.location.key;
  let knownRoutes = router.routes;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    if (state.location.key !== shownKey) {
      shownKey = state.location.key;
      requestedData = new Set();
      undiscovered.clear();
      observeNavigation();
    } else if (router.routes !== knownRoutes) {
      // Route discovery patched in new routes: the paths that were waiting for them.
      knownRoutes = router.routes;
      [...undiscovered].forEach(prefetch);
    }
  });
}
