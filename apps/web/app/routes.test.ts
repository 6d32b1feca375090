import { describe, expect, it } from 'vitest';
import routes from './routes';
import { screenModules } from './site/modules';

describe('route config', () => {
  it('gives every screen with a module its three URL forms, and ends with the 404 catch-all', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.slice(0, 3)).toEqual(['/', '/de', '/en']);
    expect(routes).toHaveLength(Object.keys(screenModules).length * 3 + 1);
    expect(routes.at(-1)).toMatchObject({ path: '*', file: 'routes/not-found.tsx' });
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });
});
