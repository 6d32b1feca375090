import type {
  DataRouter,
  UNSAFE_AssetsManifest as AssetsManifest,
  UNSAFE_RouteModules as RouteModules,
} from 'react-router';

type RouteMatch = DataRouter['state']['matches'][number];

/** What the router knows about the page being shown. */
export interface ShownPage {
  url: URL;
  matches: RouteMatch[];
  loaderData: Record<string, unknown>;
}

/**
 * Whether the path leads to a page (its last route renders something). A resource route, such as
 * the language choice that sets a cookie and redirects, is never prefetched: its loader is an
 * action with effects, and the link loads a document anyway.
 */
export function leadsToPage(matches: RouteMatch[], manifest: AssetsManifest): boolean {
  const last = matches.at(-1);
  // React Router's manifest says it for every route; its public type does not name the field.
  const route =
    last && (manifest.routes[last.route.id] as { hasDefaultExport?: boolean } | undefined);
  return route !== undefined && route.hasDefaultExport !== false;
}

/**
 * The URL of the `.data` request React Router's single fetch will send when the visitor follows
 * a link to `next` (matched as `nextMatches`) from the page shown: `{path}.data` (`/_.data` for a
 * path ending in `/`), with `_routes=…` when a route on the page opts out of reloading its data
 * (`shouldRevalidate`). The same rules as React Router's own `<PrefetchPageLinks>`, so that a
 * prefetch is answered from the browser's cache when the navigation asks. Null when the page
 * needs no server data.
 */
export function dataHref(
  next: URL,
  nextMatches: RouteMatch[],
  shown: ShownPage,
  manifest: AssetsManifest,
  routeModules: RouteModules,
): string | null {
  const ids: string[] = [];
  let optedOut = false;
  nextMatches.forEach((match, index) => {
    const id = match.route.id;
    const route = manifest.routes[id];
    if (!route?.hasLoader) return;
    if (route.hasClientLoader) {
      optedOut = true;
      return;
    }
    const current = shown.matches[index];
    const samePage = current?.route.id === id && current.pathname === match.pathname;
    const shouldRevalidate = routeModules[id]?.shouldRevalidate;
    if (samePage && id in shown.loaderData && shouldRevalidate) {
      const choice = shouldRevalidate({
        currentUrl: shown.url,
        currentParams: shown.matches[0]?.params ?? {},
        nextUrl: next,
        nextParams: match.params,
        defaultShouldRevalidate: true,
      });
      if (choice === false) {
        optedOut = true;
        return;
      }
    }
    ids.push(id);
  });
  if (ids.length === 0) return null;
  const url = new URL(next);
  url.hash = '';
  url.pathname += url.pathname.endsWith('/') ? '_.data' : '.data';
  // As React Router does (it strips the form-only `index`): the query is written out again the
  // URLSearchParams way, so the prefetch's URL matches the navigation's byte for byte.
  url.searchParams.delete('index');
  if (optedOut) url.searchParams.set('_routes', ids.join(','));
  return url.pathname + url.search;
}
