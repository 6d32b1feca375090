import { describe, expect, it } from 'vitest';
import routes from './routes';
import { screenModules, serviceRoutes } from './site/modules';
import { screenIds } from './site/screens';

describe('route config', () => {
  it('gives every screen with a module its three URL forms, then the service routes and the 404 catch-all', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.slice(0, 3)).toEqual(['/', '/de', '/en']);
    expect(routes).toHaveLength(Object.keys(screenModules).length * 3 + serviceRoutes.length + 1);
    expect(routes.at(-1)).toMatchObject({ path: '*', file: 'routes/not-found.tsx' });
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it('has a module for all 26 screens of SPEC §2', () => {
    expect(screenIds.filter((id) => !screenModules[id])).toEqual([]);
  });

  it('registers the language choice route outside the screens', () => {
    expect(routes).toContainEqual(
      expect.objectContaining({ id: 'language-choice', path: '/language/:locale' }),
    );
  });
});
