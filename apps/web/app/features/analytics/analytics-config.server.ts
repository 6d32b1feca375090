/**
 * The analytics configuration from the environment (README "Configuration"): `ANALYTICS_URL`,
 * the base URL of the Matomo instance, and `ANALYTICS_PRODUCTION_HOSTS`, the comma-separated host
 * names that count as production (site id 1). Without a valid URL analytics is off.
 */
import { isHostName, normalizedHost } from '~/domain/host-name';
import type { AnalyticsConfig } from './analytics-config';

export type { AnalyticsConfig } from './analytics-config';

export interface ParsedAnalyticsConfig {
  config: AnalyticsConfig | null;
  /** What was wrong with the settings, one sentence each (logged once at start). */
  problems: string[];
}

function parseUrl(raw: string): { url: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: `ANALYTICS_URL is not a URL: ${JSON.stringify(raw)}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: `ANALYTICS_URL must be an http(s) URL, not ${url.protocol.slice(0, -1)}` };
  }
  if (url.username || url.password || url.search || url.hash) {
    return {
      problem: 'ANALYTICS_URL must be a plain base URL (no credentials, query or fragment)',
    };
  }
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return { url: `${url.origin}${path}` };
}

export function parseAnalyticsConfig(
  env: Record<string, string | undefined> = process.env,
): ParsedAnalyticsConfig {
  const raw = env.ANALYTICS_URL?.trim();
  if (!raw) return { config: null, problems: [] };
  const parsed = parseUrl(raw);
  if ('problem' in parsed) return { config: null, problems: [`${parsed.problem}: analytics off`] };
  const problems: string[] = [];
  const productionHosts: string[] = [];
  for (const entry of (env.ANALYTICS_PRODUCTION_HOSTS ?? '').split(',')) {
    const host = normalizedHost(entry);
    if (!host) continue;
    if (!isHostName(host)) {
      problems.push(
        `ANALYTICS_PRODUCTION_HOSTS: ${JSON.stringify(entry.trim())} is not a host name, ignored`,
      );
    } else if (!productionHosts.includes(host)) {
      productionHosts.push(host);
    }
  }
  return { config: { url: parsed.url, productionHosts }, problems };
}

let current: AnalyticsConfig | null | undefined;

/** The configuration of this process, read (and its problems logged) once, on the first call. */
export function analyticsConfig(): AnalyticsConfig | null {
  if (current === undefined) {
    const { config, problems } = parseAnalyticsConfig();
    for (const problem of problems) console.error(`[analytics] ${problem}`);
    current = config;
  }
  return current;
}
