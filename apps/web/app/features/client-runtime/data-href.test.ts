import type {
  DataRouter,
  UNSAFE_AssetsManifest as AssetsManifest,
  UNSAFE_RouteModules as RouteModules,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { dataHref, leadsToPage } from './data-href';

type RouteMatch = DataRouter['state']['matches'][number];

const origin = 'https://museum.example';
const url = (path: string) => new URL(path, origin);

function match(id: string, pathname: string): RouteMatch {
  return { route: { id }, pathname, pathnameBase: pathname, params: {} } as RouteMatch;
}

function manifest(
  routes: Record<
    string,
    { hasLoader: boolean; hasClientLoader?: boolean; hasDefaultExport?: boolean }
  >,
) {
  return {
    routes: Object.fromEntries(
      Object.entries(routes).map(([id, route]) => [
        id,
        {
          id,
          module: `/assets/${id}.js`,
          hasClientLoader: false,
          hasDefaultExport: true,
          ...route,
        },
      ]),
    ),
  } as unknown as AssetsManifest;
}

const site = manifest({
  root: { hasLoader: true },
  'routes/home': { hasLoader: true },
  'routes/exhibition': { hasLoader: true },
  'routes/static': { hasLoader: false },
});
// Like the site's root: keeps its data unless the language changes.
const rootModules = {
  root: {
    default: () => null,
    shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
      currentUrl.pathname.startsWith('/en') !== nextUrl.pathname.startsWith('/en'),
  },
} as unknown as RouteModules;

const home = {
  url: url('/'),
  matches: [match('root', '/'), match('routes/home', '/')],
  loaderData: { root: {}, 'routes/home': {} },
};

describe('dataHref (the .data URL a navigation will ask for)', () => {
  it('names only the routes whose data reloads when a route on the page opts out', () => {
    const next = [match('root', '/'), match('routes/exhibition', '/ausstellungen/signale')];
    expect(dataHref(url('/ausstellungen/signale'), next, home, site, rootModules)).toBe(
      '/ausstellungen/signale.data?_routes=routes%2Fexhibition',
    );
  });

  it('asks for every route when the opting-out route reloads too (a change of language)', () => {
    const next = [match('root', '/en'), match('routes/exhibition', '/en/exhibitions/signals')];
    expect(dataHref(url('/en/exhibitions/signals'), next, home, site, rootModules)).toBe(
      '/en/exhibitions/signals.data',
    );
  });

  it('writes /_.data for a path ending in a slash and keeps the query the URLSearchParams way', () => {
    const next = [match('root', '/'), match('routes/home', '/')];
    const shown = { ...home, url: url('/suche'), matches: [match('root', '/')] };
    expect(dataHref(url('/?text=a b&index'), next, shown, site, {})).toBe('/_.data?text=a+b');
  });

  it('leaves out routes without a server loader, and gives null when no route has one', () => {
    const next = [match('routes/static', '/impressum')];
    expect(dataHref(url('/impressum'), next, home, site, rootModules)).toBeNull();
  });

  it('leaves a route with a client loader to its own request', () => {
    const withClientLoader = manifest({
      root: { hasLoader: true },
      'routes/exhibition': { hasLoader: true, hasClientLoader: true },
    });
    const next = [match('root', '/'), match('routes/exhibition', '/ausstellungen/signale')];
    expect(dataHref(url('/ausstellungen/signale'), next, home, withClientLoader, {})).toBe(
      '/ausstellungen/signale.data?_routes=root',
    );
  });

  it('never leads a prefetch to a resource route (the language choice sets a cookie)', () => {
    const withLanguageChoice = manifest({
      root: { hasLoader: true },
      'language-choice': { hasLoader: true, hasDefaultExport: false },
      'routes/exhibition': { hasLoader: true },
    });
    const choice = [match('root', '/'), match('language-choice', '/language/en')];
    const page = [match('root', '/'), match('routes/exhibition', '/ausstellungen/signale')];
    expect(leadsToPage(choice, withLanguageChoice)).toBe(false);
    expect(leadsToPage(page, withLanguageChoice)).toBe(true);
    expect(leadsToPage([], withLanguageChoice)).toBe(false);
  });
});
