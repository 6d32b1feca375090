import { describe, expect, it } from 'vitest';
import { pageCachePlan, sharedCacheSeconds, STALE_SECONDS } from './shared-cache.server';

const now = Date.parse('2026-12-01T16:00:00Z');
const seconds = (value: number) => now + value * 1000;

/** Until when a shared cache may send the page: a hit as late as keepUntil, plus its times. */
function sharedCacheEnds(plan: ReturnType<typeof pageCachePlan>): number {
  const maxAge = Number(/s-maxage=(\d+)/.exec(plan.cacheControl)?.[1] ?? 0);
  const stale = Number(/stale-while-revalidate=(\d+)/.exec(plan.cacheControl)?.[1] ?? 0);
  // nginx counts whole seconds: a copy is fresh up to a second past its s-maxage.
  return (plan.keepUntil ?? now + 60_000) + (maxAge + stale + 1) * 1000;
}

describe('pageCachePlan', () => {
  it('gives the usual lifetimes when nothing changes ahead', () => {
    expect(pageCachePlan({ now, changesAt: null, sharedSeconds: 1 })).toEqual({
      cacheControl: `public, max-age=0, s-maxage=1, stale-while-revalidate=${STALE_SECONDS}`,
      keepUntil: null,
    });
  });

  it('keeps the usual lifetimes when the change is further ahead than all caches reach', () => {
    const plan = pageCachePlan({ now, changesAt: seconds(3600), sharedSeconds: 60 });
    expect(plan.keepUntil).toBeNull();
    expect(plan.cacheControl).toContain('s-maxage=60');
    expect(sharedCacheEnds(plan)).toBeLessThanOrEqual(seconds(3600));
  });

  for (const sharedSeconds of [1, 60]) {
    for (const ahead of [3, 5, 30, 61, 62, 90, 400, 659, 662, 700]) {
      it(`ends every cache before a change ${ahead} s ahead (s-maxage ${sharedSeconds})`, () => {
        const changesAt = seconds(ahead);
        const plan = pageCachePlan({ now, changesAt, sharedSeconds });
        expect(plan.keepUntil ?? now + 60_000).toBeLessThanOrEqual(changesAt);
        expect(sharedCacheEnds(plan)).toBeLessThanOrEqual(changesAt);
        expect(plan.cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+/);
      });
    }
  }

  it('keeps the page in no cache in the last seconds before the change', () => {
    const plan = pageCachePlan({ now, changesAt: now + 1500, sharedSeconds: 1 });
    expect(plan).toEqual({ cacheControl: 'public, max-age=0, s-maxage=0', keepUntil: now });
  });

  it('shares what is left: the shared cache’s freshness, the site’s own cache, then stale copies', () => {
    expect(pageCachePlan({ now, changesAt: seconds(32), sharedSeconds: 1 })).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=1, stale-while-revalidate=0',
      keepUntil: seconds(29),
    });
    expect(pageCachePlan({ now, changesAt: seconds(300), sharedSeconds: 1 })).toEqual({
      cacheControl: 'public, max-age=0, s-maxage=1, stale-while-revalidate=237',
      keepUntil: seconds(60),
    });
  });

  it('reads the shared lifetime from SHARED_CACHE_SECONDS, 60 by default', () => {
    expect(sharedCacheSeconds({})).toBe(60);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: '1' })).toBe(1);
    expect(sharedCacheSeconds({ SHARED_CACHE_SECONDS: 'x' })).toBe(60);
  });
});
