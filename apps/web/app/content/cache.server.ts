/**
 * In-memory cache for CMS answers (DESIGN principle 7).
 * - fresh:   served from memory.
 * - stale:   served from memory while one background request refreshes it
 *            (stale-while-revalidate).
 * - expired: the request waits for the CMS; if the CMS fails, a value not older than
 *            `staleIfErrorMs` is served instead (stale-if-error), otherwise the error is thrown.
 * - invalidated (the CMS webhook): like expired — the next request waits for a fresh copy — but
 *            the old copy stays for stale-if-error until a fresh one replaces it, so a CMS that
 *            is down right after a change does not take the page with it.
 * Errors are never cached, so the site recovers as soon as the CMS answers again.
 * Misses (a load that found nothing: null) are kept apart, in a smaller cache of their own: no
 * number of requests for unknown addresses can push out the copies of content visitors have
 * seen, which carry the site through a CMS outage (issue 41).
 */
export interface ContentCacheOptions {
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
  maxEntries?: number;
  /** How many misses (null answers) are kept, apart from the entries. */
  maxMisses?: number;
  now?: () => number;
  onError?: (key: string, error: unknown, servedStale: boolean) => void;
}

interface Entry {
  value: unknown;
  storedAt: number;
  /** The CMS documents the answer contained, as its load noted them (undefined: not known). */
  documents?: ReadonlySet<string>;
  /** Set by invalidate(): never served fresh or while revalidating, only if the CMS fails. */
  invalidated?: boolean;
}

/** A load may name the CMS documents its answer contains (a narrower invalidation can use them). */
export type Load<T> = (noteDocuments: (documents: ReadonlySet<string>) => void) => Promise<T>;

export interface ContentCache {
  get<T>(key: string, load: Load<T>): Promise<T>;
  /**
   * Marks every entry whose key passes the test (all without a test) for renewal: it is read
   * again on its next use and kept only as the stale-if-error copy until then. The test gets
   * the documents the entry's answer contained, undefined when not known (an answer still on
   * its way, or a load that named none).
   */
  invalidate(test?: (key: string, documents: ReadonlySet<string> | undefined) => boolean): number;
  readonly size: number;
}

export function createContentCache(options: ContentCacheOptions): ContentCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const maxMisses = options.maxMisses ?? 500;
  const entries = new Map<string, Entry>();
  const misses = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  // A load that started before its key was invalidated must not write its (old) answer back.
  const obsolete = new WeakSet<Promise<unknown>>();

  function store(key: string, value: unknown, documents: ReadonlySet<string> | undefined) {
    entries.delete(key);
    misses.delete(key);
    const [map, max] = value === null ? [misses, maxMisses] : [entries, maxEntries];
    map.set(key, { value, storedAt: now(), documents });
    if (map.size > max) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  function refresh<T>(key: string, load: Load<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    let documents: ReadonlySet<string> | undefined;
    const promise: Promise<T> = load((noted) => (documents = noted))
      .then((value) => {
        if (!obsolete.has(promise)) store(key, value, documents);
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
    inFlight.set(key, promise);
    return promise;
  }

  return {
    async get<T>(key: string, load: Load<T>): Promise<T> {
      const entry = entries.get(key) ?? misses.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      const current = entry && !entry.invalidated;
      if (current && age < options.freshMs) return entry.value as T;
      if (current && age < options.freshMs + options.staleWhileRevalidateMs) {
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
      // A running load may have read the CMS before the change: the next request starts anew.
      for (const [key, running] of [...inFlight]) {
        if (test && !test(key, undefined)) continue;
        obsolete.add(running);
        inFlight.delete(key);
      }
      let marked = 0;
      for (const map of [entries, misses]) {
        for (const [key, entry] of map) {
          if (test && !test(key, entry.documents)) continue;
          entry.invalidated = true;
          marked += 1;
        }
      }
      return marked;
    },
    get size() {
      return entries.size + misses.size;
    },
  };
}
