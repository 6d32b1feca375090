import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { hasAction, pagePath, routeTree } from './page-methods';

const manifest = {
  root: { id: 'root', path: '', module: {} },
  'home.de': { id: 'home.de', parentId: 'root', path: 'de', module: {} },
  'tour-request.de': {
    id: 'tour-request.de',
    parentId: 'root',
    path: 'de/fuehrung-anfragen',
    module: { action: () => null },
  },
  'not-found': { id: 'not-found', parentId: 'root', path: '*', module: {} },
} as unknown as ServerBuild['routes'];

describe('page methods (docs/decisions/0036)', () => {
  const tree = routeTree(manifest);
  const url = (path: string) => new URL(path, 'http://localhost');

  it('finds the action of the route a form is sent to, page or data URL', () => {
    expect(hasAction(manifest, tree, url('/de/fuehrung-anfragen'))).toBe(true);
    expect(hasAction(manifest, tree, url('/de/fuehrung-anfragen.data'))).toBe(true);
    expect(hasAction(manifest, tree, url('/de'))).toBe(false);
    expect(hasAction(manifest, tree, url('/de.data'))).toBe(false);
    expect(hasAction(manifest, tree, url('/nothing/here'))).toBe(false);
  });

  it('reads the page of a data URL', () => {
    expect(pagePath('/_root.data')).toBe('/');
    expect(pagePath('/en/visit.data')).toBe('/en/visit');
    expect(pagePath('/en/visit')).toBe('/en/visit');
  });
});
