import { describe, expect, it } from 'vitest';
import { attributeScripts, chunkOwners, parseRouteManifest } from '../chunks.mjs';

const manifest = {
  entry: { module: '/assets/entry.client-A.js', imports: ['/assets/jsx-runtime-B.js'] },
  routes: {
    root: {
      id: 'root',
      module: '/assets/root-C.js',
      imports: ['/assets/jsx-runtime-B.js', '/assets/use-locale-D.js'],
    },
    'home.de': {
      id: 'home.de',
      module: '/assets/home-E.js',
      imports: ['/assets/jsx-runtime-B.js', '/assets/use-locale-D.js', '/assets/Teaser-F.js'],
    },
    'home.en': {
      id: 'home.en',
      module: '/assets/home-E.js',
      imports: ['/assets/jsx-runtime-B.js', '/assets/use-locale-D.js', '/assets/Teaser-F.js'],
    },
    'programme.de': {
      id: 'programme.de',
      module: '/assets/programme-G.js',
      imports: ['/assets/Teaser-F.js', '/assets/quiz-H.js'],
    },
  },
};

describe('parseRouteManifest', () => {
  it('reads the object React Router writes into its manifest file', () => {
    const text = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseRouteManifest(text)).toEqual(manifest);
  });

  it('refuses another script', () => {
    expect(() => parseRouteManifest('console.log(1)')).toThrow(/manifest/);
  });
});

describe('chunkOwners', () => {
  const owners = chunkOwners(manifest);

  it('names the entry and the routes whose module a file is', () => {
    expect(owners.get('/assets/entry.client-A.js')).toBe('entry (client start)');
    expect(owners.get('/assets/root-C.js')).toBe('route root');
    expect(owners.get('/assets/home-E.js')).toBe('route home.de, home.en');
  });

  it('names who shares an imported chunk', () => {
    expect(owners.get('/assets/jsx-runtime-B.js')).toBe('shared by entry, root, 2 routes');
    expect(owners.get('/assets/use-locale-D.js')).toBe('shared by root, 2 routes');
    expect(owners.get('/assets/Teaser-F.js')).toBe('shared by 3 routes');
    expect(owners.get('/assets/quiz-H.js')).toBe('shared by programme.de');
  });
});

describe('attributeScripts', () => {
  it('lists a page’s scripts largest first with their owners, the manifest and strangers included', () => {
    const owners = chunkOwners(manifest);
    const scripts = [
      { url: 'http://127.0.0.1:3537/assets/home-E.js', raw: 9000, gzip: 3000 },
      { url: 'http://127.0.0.1:3537/assets/manifest-0a1b2c3d.js', raw: 20000, gzip: 4000 },
      { url: 'http://127.0.0.1:3537/i18n/de-1234.js', raw: 30000, gzip: 9000 },
      { url: 'http://127.0.0.1:3537/assets/quiz-H.js?v=1', raw: 100, gzip: 80 },
    ];
    expect(attributeScripts(scripts, owners)).toEqual([
      { file: '/i18n/de-1234.js', raw: 30000, gzip: 9000, owner: 'not in the build manifest' },
      { file: '/assets/manifest-0a1b2c3d.js', raw: 20000, gzip: 4000, owner: 'route manifest' },
      { file: '/assets/home-E.js', raw: 9000, gzip: 3000, owner: 'route home.de, home.en' },
      { file: '/assets/quiz-H.js', raw: 100, gzip: 80, owner: 'shared by programme.de' },
    ]);
  });
});
