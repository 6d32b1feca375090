import { describe, expect, it } from 'vitest';
import { chunkFailureAction, parseMark, parseNavigationNote, RELOAD_GUARD_MS } from './guard';
import {
  internalPath,
  latestBuildId,
  pollInterval,
  prefetchAllowed,
  UPDATE_POLL_MS,
} from './policy';

describe('prefetchAllowed (SPEC §9: no link prefetch on save-data or 2g)', () => {
  it('allows prefetch when the browser reports nothing or a fast connection', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });
  it('refuses on save-data, 2g and slow-2g', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('chunkFailureAction (SPEC §8: one reload per path within 10 s)', () => {
  const now = 1_000_000;
  it('reloads the first time', () => {
    expect(chunkFailureAction(null, '/besuch', now)).toBe('reload');
  });
  it('shows the error page for the same path within the guard time', () => {
    expect(chunkFailureAction({ path: '/besuch', at: now - 1 }, '/besuch', now)).toBe('error');
    expect(
      chunkFailureAction({ path: '/besuch', at: now - RELOAD_GUARD_MS + 1 }, '/besuch', now),
    ).toBe('error');
  });
  it('reloads again after the guard time or for another path', () => {
    expect(chunkFailureAction({ path: '/besuch', at: now - RELOAD_GUARD_MS }, '/besuch', now)).toBe(
      'reload',
    );
    expect(chunkFailureAction({ path: '/en/visit', at: now - 1 }, '/besuch', now)).toBe('reload');
  });
  it('does not trust a mark from the future (clock changed)', () => {
    expect(chunkFailureAction({ path: '/besuch', at: now + 5 }, '/besuch', now)).toBe('reload');
  });
});

describe('parseMark', () => {
  it('reads a stored mark and ignores anything else', () => {
    expect(parseMark('{"path":"/a","at":5,"from":"/b"}')).toEqual({ path: '/a', at: 5 });
    expect(parseMark(null)).toBeNull();
    expect(parseMark('not json')).toBeNull();
    expect(parseMark('{"path":1,"at":5}')).toBeNull();
    expect(parseMark('null')).toBeNull();
  });
});

describe('latestBuildId', () => {
  it('takes the id of { id, timestamp }', () => {
    expect(latestBuildId({ id: 'b2', timestamp: 1 })).toBe('b2');
  });
  it('refuses other shapes', () => {
    expect(latestBuildId(null)).toBeNull();
    expect(latestBuildId({ id: '' })).toBeNull();
    expect(latestBuildId({ id: 3 })).toBeNull();
    expect(latestBuildId('b2')).toBeNull();
  });
});

describe('pollInterval', () => {
  it('defaults to a few minutes and takes a positive override', () => {
    expect(pollInterval(undefined)).toBe(UPDATE_POLL_MS);
    expect(UPDATE_POLL_MS).toBe(300_000);
    expect(pollInterval(250)).toBe(250);
    expect(pollInterval(0)).toBe(UPDATE_POLL_MS);
    expect(pollInterval('250')).toBe(UPDATE_POLL_MS);
  });
});

describe('internalPath', () => {
  const origin = 'https://museum.example';
  it('gives path and query of links on this site', () => {
    expect(internalPath('/besuch?x=1#top', origin)).toBe('/besuch?x=1');
    expect(internalPath('https://museum.example/en/visit', origin)).toBe('/en/visit');
  });
  it('refuses other hosts, schemes, downloads and new windows', () => {
    expect(internalPath('https://other.example/x', origin)).toBeNull();
    expect(internalPath('mailto:info@museum.example', origin)).toBeNull();
    expect(internalPath('/file.pdf', origin, { download: true })).toBeNull();
    expect(internalPath('/x', origin, { target: '_blank' })).toBeNull();
    expect(internalPath('/x', origin, { target: '_self' })).toBe('/x');
    expect(internalPath(null, origin)).toBeNull();
  });
});

describe('parseNavigationNote', () => {
  it('reads the target, the time and the page left, and nothing else', () => {
    expect(parseNavigationNote('{"path":"/a","at":5,"from":"/b"}')).toEqual({
      path: '/a',
      at: 5,
      from: '/b',
    });
    expect(parseNavigationNote('{"path":"/a","at":5}')).toBeNull();
    expect(parseNavigationNote('{"path":"/a","at":5,"from":3}')).toBeNull();
    expect(parseNavigationNote('not json')).toBeNull();
  });
});
