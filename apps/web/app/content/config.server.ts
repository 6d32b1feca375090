/** CMS settings from the environment. The token stays on the server (DESIGN principle 3). */
export interface CmsConfig {
  baseUrl: string;
  token: string | null;
  /** Origin of media files for the browser (a CDN or the public CMS address). */
  mediaBaseUrl: string;
  /** Per request; short, so that a frozen CMS costs little (issue 22, finding 7). */
  timeoutMs: number;
  /** Consecutive CMS failures that open the circuit breaker (cms-breaker.server.ts). */
  breakerFailures: number;
  /** How long the open breaker answers at once before it lets one probe through. */
  breakerCoolDownMs: number;
  /** 'v4' asks Strapi 5 for the nested answer shape (or talks to a Strapi 4). */
  responseFormat: 'v5' | 'v4';
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

export function readCmsConfig(env: Record<string, string | undefined> = process.env): CmsConfig {
  const baseUrl = (env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');
  return {
    baseUrl,
    token: env.CMS_API_TOKEN || null,
    mediaBaseUrl: (env.CMS_MEDIA_URL || baseUrl).replace(/\/+$/, ''),
    timeoutMs: positiveNumber(env.CMS_TIMEOUT_MS, 2000),
    breakerFailures: positiveNumber(env.CMS_BREAKER_FAILURES, 5),
    breakerCoolDownMs: positiveNumber(env.CMS_BREAKER_COOLDOWN_MS, 10_000),
    responseFormat: env.CMS_RESPONSE_FORMAT === 'v4' ? 'v4' : 'v5',
  };
}
