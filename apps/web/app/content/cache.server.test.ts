import { describe, expect, it, vi } from 'vitest';
import { createContentCache } from './cache.server';

function setup() {
  let time = 0;
  const onError = vi.fn();
  const cache = createContentCache({
    freshMs: 1000,
    staleWhileRevalidateMs: 9000,
    staleIfErrorMs: 60_000,
    now: () => time,
    onError,
  });
  return { cache, onError, advance: (ms: number) => (time += ms) };
}

describe('content cache', () => {
  it('serves fresh values without loading again', async () => {
    const { cache, advance } = setup();
    const load = vi.fn().mockResolvedValue('a');
    expect(await cache.get('k', load)).toBe('a');
    advance(999);
    expect(await cache.get('k', load)).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one request between concurrent callers', async () => {
    const { cache } = setup();
    const load = vi.fn().mockResolvedValue('a');
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => 'old');
    advance(5000);
    const load = vi.fn().mockResolvedValue('new');
    expect(await cache.get('k', load)).toBe('old');
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect(await cache.get('k', load)).toBe('new'));
  });

  it('keeps the stale value when the background refresh fails', async () => {
    const { cache, advance, onError } = setup();
    await cache.get('k', async () => 'old');
    advance(5000);
    const failing = vi.fn().mockRejectedValue(new Error('CMS down'));
    expect(await cache.get('k', failing)).toBe('old');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('k', expect.any(Error), true));
    expect(await cache.get('k', failing)).toBe('old');
  });

  it('waits for the CMS once a value has expired, and serves it when the CMS answers', async () => {
    const { cache, advance } = setup();
    await cache.get('k', async () => 'old');
    advance(20_000);
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('serves an expired value when the CMS fails (stale-if-error)', async () => {
    const { cache, advance, onError } = setup();
    await cache.get('k', async () => 'old');
    advance(30_000);
    expect(await cache.get('k', () => Promise.reject(new Error('CMS down')))).toBe('old');
    expect(onError).toHaveBeenCalledWith('k', expect.any(Error), true);
  });

  it('throws when the CMS fails and nothing usable is cached', async () => {
    const { cache, advance, onError } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('CMS down')))).rejects.toThrow(
      'CMS down',
    );
    await cache.get('old', async () => 'value');
    advance(61_001);
    await expect(cache.get('old', () => Promise.reject(new Error('CMS down')))).rejects.toThrow();
    expect(onError).toHaveBeenLastCalledWith('old', expect.any(Error), false);
  });

  it('does not cache errors, so it recovers when the CMS is back', async () => {
    const { cache } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('renews invalidated entries on their next use, also answers still on their way', async () => {
    const { cache } = setup();
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    expect(cache.invalidate((key) => key === 'a')).toBe(1);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('b', async () => 20)).toBe(2);

    let finish: (value: number) => void = () => {};
    const slow = cache.get('c', () => new Promise<number>((resolve) => (finish = resolve)));
    expect(cache.invalidate()).toBe(2);
    // A request after the invalidation does not join the load that started before it.
    expect(await cache.get('c', async () => 30)).toBe(30);
    finish(3);
    expect(await slow).toBe(3);
    expect(await cache.get('c', async () => 31)).toBe(30);
  });

  it('hands the invalidation test the documents each load noted, none for a load on its way', async () => {
    const { cache } = setup();
    await cache.get('with', async (note) => {
      note(new Set(['doc-1', 'doc-2']));
      return 1;
    });
    await cache.get('without', async () => 2);
    let finish: (value: number) => void = () => {};
    const running = cache.get(
      'running',
      () => new Promise<number>((resolve) => (finish = resolve)),
    );
    const seen = new Map<string, string[] | undefined>();
    cache.invalidate((key, documents) => {
      seen.set(key, documents && [...documents]);
      return key === 'with';
    });
    expect(Object.fromEntries(seen)).toEqual({
      running: undefined,
      with: ['doc-1', 'doc-2'],
      without: undefined,
    });
    expect(await cache.get('with', async () => 10)).toBe(10);
    expect(await cache.get('without', async () => 20)).toBe(2);
    finish(3);
    expect(await running).toBe(3);
  });

  it('keeps an invalidated copy for stale-if-error until a fresh one replaces it', async () => {
    const { cache, onError } = setup();
    await cache.get('k', async () => 'old');
    cache.invalidate();
    // The CMS is down right after the change: the page still has its content.
    const down = () => Promise.reject(new Error('CMS down'));
    expect(await cache.get('k', down)).toBe('old');
    expect(onError).toHaveBeenCalledWith('k', expect.any(Error), true);
    expect(await cache.get('k', down)).toBe('old');
    // Back: the fresh copy replaces it and is served fresh from then on.
    expect(await cache.get('k', async () => 'new')).toBe('new');
    expect(await cache.get('k', down)).toBe('new');
  });

  // Issue 41, finding 3: 1,100 requests for unknown slugs pushed every kept copy out, and with
  // the CMS down the pages visitors had seen answered 503.
  it('keeps the copies of found content through a flood of misses, its memory bounded', async () => {
    let time = 0;
    const cache = createContentCache({
      freshMs: 1000,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 60_000,
      maxEntries: 10,
      maxMisses: 20,
      now: () => time,
    });
    for (let page = 0; page < 10; page += 1)
      expect(await cache.get(`page:${page}`, async () => `content ${page}`)).toBe(
        `content ${page}`,
      );
    for (let miss = 0; miss < 10_000; miss += 1)
      expect(await cache.get(`page:unknown-${miss}`, async () => null)).toBeNull();
    expect(cache.size).toBeLessThanOrEqual(30);
    time += 5000;
    const down = () => Promise.reject(new Error('CMS down'));
    for (let page = 0; page < 10; page += 1)
      expect(await cache.get(`page:${page}`, down)).toBe(`content ${page}`);
  });

  it('answers a miss from its own cache while it is fresh', async () => {
    const { cache } = setup();
    const load = vi.fn().mockResolvedValue(null);
    expect(await cache.get('gone', load)).toBeNull();
    expect(await cache.get('gone', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
