/**
 * How long a shared cache (nginx, a CDN) keeps a page before it asks again, in seconds:
 * SHARED_CACHE_SECONDS, 60 by default. Behind `npm run start:cluster`'s nginx it is 1, so a publish
 * shows through nginx within seconds while visitors still get its copy at once (decision 0038).
 */
export function sharedCacheSeconds(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.SHARED_CACHE_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 60;
}
