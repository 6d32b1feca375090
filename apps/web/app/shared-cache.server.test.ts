import { describe, expect, it } from 'vitest';
import { sharedCacheSeconds } from './shared-cache.server';

describe('sharedCacheSeconds', () => {
  it('takes SHARED_CACHE_SECONDS (the cluster behind nginx sets 1)', () => {
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: '1' })).toBe(1);
  });

  it('keeps 60 s when unset or not a positive whole number', () => {
    for (const value of [undefined, '', '0', '-5', '1.5', 'zwei'])
      expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: value })).toBe(60);
  });
});
