/**
 * How long a shared cache (nginx, a CDN) keeps a page before it asks again, in seconds:
 * SHARED_CACHE_SECONDS, 60 by default. Behind `npm run start:cluster`'s nginx it is 1, so a publish
 * shows through nginx within seconds while visitors still get its copy at once (decision 0038).
 */
export function sharedCacheSeconds(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.SHARED_CACHE_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 60;
}

/** How long a stale page may be sent while it is renewed (stale-while-revalidate), in seconds. */
export const STALE_SECONDS = 600;
/**
 * Whole seconds of slack for caches that count in whole seconds (nginx's copy is fresh up to a
 * second past its s-maxage) and for the time between the render and the shared cache's clock.
 */
const MARGIN_SECONDS = 2;

export interface PageCachePlan {
  /** The answer's Cache-Control. */
  cacheControl: string;
  /**
   * Until when (epoch ms) the site's own page cache may answer with this page; null: its usual
   * time (server/html-cache.ts, 60 s). A hit sends the Cache-Control above unchanged, so this
   * share and the shared caches' together end before the content does.
   */
  keepUntil: number | null;
}

/**
 * The cache lifetimes of a page (docs/decisions/0059). A page without a change ahead gets the
 * usual `s-maxage` and `stale-while-revalidate`. When its content goes out of date at
 * `changesAt` (an urgent notice starts or ends: nothing is published then, so no webhook
 * empties a cache), every cache's time is cut so that none sends it from then on: the site's own
 * page cache keeps it `keepUntil`, a shared cache (nginx, a CDN) counts its `s-maxage` and
 * `stale-while-revalidate` from a hit sent as late as that, and all three end
 * MARGIN_SECONDS before `changesAt`. Within that margin the page is not kept at all.
 */
export function pageCachePlan({
  now,
  changesAt,
  sharedSeconds = sharedCacheSeconds(),
  ownCacheMs = 60_000,
}: {
  now: number;
  changesAt: number | null;
  sharedSeconds?: number;
  ownCacheMs?: number;
}): PageCachePlan {
  const usual = {
    cacheControl: `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${STALE_SECONDS}`,
    keepUntil: null,
  };
  if (changesAt === null) return usual;
  const ownSeconds = Math.ceil(ownCacheMs / 1000);
  const available = Math.floor((changesAt - now) / 1000) - MARGIN_SECONDS;
  if (available >= ownSeconds + sharedSeconds + STALE_SECONDS) return usual;
  if (available <= 0) return { cacheControl: 'public, max-age=0, s-maxage=0', keepUntil: now };
  // The shared cache's freshness first (it decides how soon a publish shows through it), then
  // the site's own cache (cheap hits), then the rest for stale copies while one is renewed.
  const shared = Math.min(sharedSeconds, Math.max(1, Math.floor(available / 2)));
  const own = Math.min(ownSeconds, available - shared);
  const stale = Math.min(STALE_SECONDS, available - shared - own);
  return {
    cacheControl: `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${stale}`,
    keepUntil: now + own * 1000,
  };
}
