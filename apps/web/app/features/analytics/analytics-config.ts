/**
 * What the browser needs to know about analytics (SPEC §7), read on the server from the
 * environment (analytics-config.server.ts) and handed over in the root loader's data.
 */
export interface AnalyticsConfig {
  /** Base URL of the Matomo instance, ending in "/". */
  url: string;
  /** Host names (lower case) on which site id 1 is used (SPEC §7); 2 everywhere else. */
  productionHosts: string[];
}
