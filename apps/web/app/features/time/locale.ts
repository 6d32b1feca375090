/** The page languages (SPEC §9). Declared here so that the feature modules stay self-contained. */
export type Locale = 'de' | 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}
