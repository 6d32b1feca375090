/**
 * Cookie consent (SPEC §3, §4, §9): the categories a visitor chooses from and the external
 * services editors list in the CMS (embeds of content that load them: `Embed` in types.ts).
 */

/** Necessary is always on; the other two are off until the visitor switches them on. */
export const consentCategories = ['necessary', 'analytics', 'external'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export const optionalConsentCategories = ['analytics', 'external'] as const;

/** A service the site may load from a third party (or from its own analytics host). */
export interface ConsentService {
  /** Stable id, lower-case letters, digits and dashes; stored in the ncc_e cookie when allowed on its own. */
  id: string;
  name: string;
  provider: string;
  category: ConsentCategory;
  purpose: string;
  /** The cookies it sets, as the editors describe them; null when it sets none. */
  cookies: string | null;
  /** Host names it loads from (an embed's URL is matched against them), lower case. */
  hosts: string[];
  privacyUrl: string | null;
}

export interface ConsentCategoryText {
  title: string | null;
  description: string | null;
}

/**
 * The editors' texts of the consent bar, the settings dialog and the embed placeholders; null
 * where they left one empty (the UI catalogue's text stands in).
 */
export interface ConsentTexts {
  barHeading: string | null;
  barText: string | null;
  settingsHeading: string | null;
  settingsIntro: string | null;
  categories: Record<ConsentCategory, ConsentCategoryText>;
  /** Shown on a blocked embed; "{service}" is replaced with the service's name. */
  embedNotice: string | null;
}

export interface ConsentSettings {
  texts: ConsentTexts;
  /** In the editors' order. */
  services: ConsentService[];
}
