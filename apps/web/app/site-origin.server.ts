/**
 * The site's public address, from configuration (DESIGN principle 9): canonical links, social
 * cards, the sitemap and the feeds name it; nothing is built from the request's Host header.
 */
export interface SiteOrigin {
  /** e.g. https://www.zentralmuseum.example, without a trailing slash. */
  origin: string;
  /** Host names whose robots.txt lets search engines in; every other host is kept out. */
  productionHosts: ReadonlySet<string>;
}

/**
 * SITE_URL is the public origin (default: this machine's port, for the demo).
 * PRODUCTION_HOSTS (comma-separated) names the hosts search engines may index; without it no
 * host is indexed, so a staging copy (which needs its own SITE_URL) never lands in an index by
 * accident: production says so explicitly.
 */
export function readSiteOrigin(env: Record<string, string | undefined> = process.env): SiteOrigin {
  const fallback = `http://localhost:${env.PORT || 3000}`;
  let url: URL;
  try {
    url = new URL(env.SITE_URL || fallback);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new Error(`SITE_URL must be an http(s) origin such as https://museum.example`);
  }
  const hosts = (env.PRODUCTION_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return { origin: url.origin, productionHosts: new Set(hosts) };
}

let current: SiteOrigin | null = null;

/** The configuration read once per process. */
export function siteOrigin(): SiteOrigin {
  if (!current) {
    current = readSiteOrigin();
    if (!process.env.SITE_URL && process.env.NODE_ENV === 'production') {
      console.warn(
        `[site] SITE_URL is not set: canonical links, sitemaps and feeds name ${current.origin}`,
      );
    }
  }
  return current;
}
