/** The analytics configuration from the environment, for the root loader (README "Analytics"). */
export interface AnalyticsConfig {
  /** Base URL of the Matomo instance, ending in "/". */
  url: string;
  /** Host names on which site id 1 is used (SPEC §7); 2 everywhere else. */
  productionHosts: string[];
}

export function analyticsConfig(): AnalyticsConfig | null {
  return null;
}
