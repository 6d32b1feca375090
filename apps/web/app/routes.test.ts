import { existsSync, readdirSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';
import { notFoundModule, screenModule, serviceRoutes } from './site/modules';
import { screenRouteId } from './site/paths';
import { screenIds } from './site/screens';

describe('route config', () => {
  it('gives every screen its three URL forms, then the service routes and the 404 catch-all', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.slice(0, 3)).toEqual(['/', '/de', '/en']);
    expect(routes).toHaveLength(screenIds.length * 3 + serviceRoutes.length + 1);
    expect(routes.at(-1)).toMatchObject({ path: '*', file: 'routes/not-found.tsx' });
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it('has an existing module file for all 30 screens (SPEC §2, the BITV statement and barrier report, the collection’s two)', () => {
    expect(screenIds).toHaveLength(30);
    const missing = screenIds.filter(
      (id) => !existsSync(new URL(screenModule(id), import.meta.url)),
    );
    expect(missing).toEqual([]);
    // Nor a page module that no screen is named after (the name is the only link).
    const named = new Set([...screenIds.map(screenModule), notFoundModule]);
    const pages = readdirSync(new URL('routes/', import.meta.url))
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => `routes/${file}`);
    expect(pages.filter((file) => !named.has(file))).toEqual([]);
    expect(routes.filter((route) => route.id === 'event.en')).toEqual([
      expect.objectContaining({ path: '/en/events/:slug', file: 'routes/event.tsx' }),
    ]);
  });

  it('lets the barrier report form win over the accessibility pages in React Router', () => {
    const tree = routes.map(({ id, path }) => ({ id, path }));
    const routeOf = (path: string) => matchRoutes(tree, path)?.at(-1)?.route.id;
    expect(routeOf('/barrierefreiheit/barriere-melden')).toBe(
      screenRouteId('accessibilityReport', 'de'),
    );
    expect(routeOf('/de/barrierefreiheit/barriere-melden')).toBe(
      screenRouteId('accessibilityReport', 'dePrefixed'),
    );
    expect(routeOf('/en/accessibility/report-a-barrier')).toBe(
      screenRouteId('accessibilityReport', 'en'),
    );
    expect(routeOf('/barrierefreiheit/leichte-sprache')).toBe(
      screenRouteId('accessibilityDetail', 'de'),
    );
    expect(routeOf('/en/accessibility/easy-read')).toBe(screenRouteId('accessibilityDetail', 'en'));
  });

  it('registers the language choice route outside the screens', () => {
    expect(routes).toContainEqual(
      expect.objectContaining({ id: 'language-choice', path: '/language/:locale' }),
    );
  });
});
