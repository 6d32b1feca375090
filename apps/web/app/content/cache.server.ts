/**
 * In-memory cache for CMS answers (DESIGN principle 7).
 * - fresh:   served from memory.
 * - stale:   served from memory while one background request refreshes it
 *            (stale-while-revalidate).
 * - expired: the request waits for the CMS; if the CMS fails, a value not older than
 *            `staleIfErrorMs` is served instead (stale-if-error), otherwise the error is thrown.
 * Errors are never cached, so the site recovers as soon as the CMS answers again.
 */
export interface ContentCacheOptions {
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  maxEntries?: number;
  now?: () => number;
  onError?: (key: string, error: unknown, servedStale: boolean) => void;
}

interface Entry {
  value: unknown;
  storedAt: number;
}

export interface ContentCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry whose key passes the test (all entries without a test). */
  invalidate(test?: (key: string) => boolean): number;
  readonly size: number;
}

export function createContentCache(options: ContentCacheOptions): ContentCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  // A load that started before an invalidation must not write its (old) answer back.
  let generation = 0;

  function store(key: string, value: unknown) {
    entries.delete(key);
    entries.set(key, { value, storedAt: now() });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const startedIn = generation;
    const promise = load()
      .then((value) => {
        if (startedIn === generation) store(key, value);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age < options.freshMs) return entry.value as T;
      if (entry && age < options.freshMs + options.staleWhileRevalidateMs) {
        refresh(key, load).catch((error: unknown) => options.onError?.(key, error, true));
        return entry.value as T;
      }
      try {
        return await refresh(key, load);
      } catch (error) {
        const usable = entry && age < options.freshMs + options.staleIfErrorMs;
        options.onError?.(key, error, Boolean(usable));
        if (usable) return entry.value as T;
        throw error;
      }
    },
    invalidate(test) {
      generation += 1;
      let removed = 0;
      for (const key of [...entries.keys()]) {
        if (!test || test(key)) {
          entries.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    get size() {
      return entries.size;
    },
  };
}
