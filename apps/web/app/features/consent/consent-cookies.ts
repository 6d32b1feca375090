/**
 * The two consent cookies of SPEC §3/§9: ncc_c says a choice was made, ncc_e lists what it
 * enabled (category ids and the ids of single services allowed with "always allow"), joined by
 * "|". Anything else in them (a tampered or foreign value) counts as no choice at all.
 */
import { consentCategories, type ConsentCategory } from '~/domain/consent';

export const consentCookieName = 'ncc_c';
export const enabledCookieName = 'ncc_e';
/** SPEC §9: one year (31536000000 ms). */
export const consentMaxAgeSeconds = 31_536_000;
const givenValue = 'true';
const idPattern = /^[a-z][a-z0-9-]{0,39}$/;

/** What a visitor allowed: always contains "necessary". */
export interface ConsentChoice {
  categories: ReadonlySet<ConsentCategory>;
  /** Single services allowed with "always allow <service>" (their category may be off). */
  services: ReadonlySet<string>;
}

/**
 * The ids of a valid stored choice, or null. Self-contained (no names from outside its body):
 * the page also runs its source as an inline script before the first paint, so the bar shows
 * at once to visitors who have not chosen and never flashes for those who have.
 */
export function storedIds(cookies: string): string[] | null {
  const values = new Map<string, string>();
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    if (at > 0 && !values.has(name)) values.set(name, part.slice(at + 1).trim());
  }
  const enabled = values.get('ncc_e');
  if (values.get('ncc_c') !== 'true' || enabled === undefined) return null;
  let ids: string[];
  try {
    ids = decodeURIComponent(enabled).split('|');
  } catch {
    return null;
  }
  return ids.length <= 50 &&
    ids.includes('necessary') &&
    ids.every((id) => /^[a-z][a-z0-9-]{0,39}$/.test(id))
    ? ids
    : null;
}

/** The choice stored in a Cookie header or `document.cookie`; null when there is none (or a broken one). */
export function readConsent(cookies: string): ConsentChoice | null {
  const ids = storedIds(cookies);
  if (!ids) return null;
  const categories = new Set<ConsentCategory>();
  const services = new Set<string>();
  for (const id of ids) {
    if ((consentCategories as readonly string[]).includes(id))
      categories.add(id as ConsentCategory);
    else services.add(id);
  }
  return { categories, services };
}

/** The ncc_e value of a choice, necessary first, then categories and services in a fixed order. */
export function enabledValue(choice: ConsentChoice): string {
  const categories = consentCategories.filter(
    (category) => category === 'necessary' || choice.categories.has(category),
  );
  const services = [...choice.services].filter((id) => idPattern.test(id)).sort();
  return [...categories, ...services].join('|');
}

/** The two `document.cookie` assignments that store a choice (Secure on https). */
export function consentCookieStrings(choice: ConsentChoice, secure: boolean): string[] {
  const attributes = `; Path=/; Max-Age=${consentMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${consentCookieName}=${givenValue}${attributes}`,
    `${enabledCookieName}=${encodeURIComponent(enabledValue(choice)).replace(/%7C/g, '|')}${attributes}`,
  ];
}

export function choiceOf(
  categories: Iterable<ConsentCategory>,
  services: Iterable<string> = [],
): ConsentChoice {
  return {
    categories: new Set<ConsentCategory>(['necessary', ...categories]),
    services: new Set(services),
  };
}

/** Whether a service may load: its category is on, or it was allowed on its own. */
export function allows(
  choice: ConsentChoice | null,
  service: { id: string; category: ConsentCategory },
): boolean {
  if (service.category === 'necessary') return true;
  if (!choice) return false;
  return choice.categories.has(service.category) || choice.services.has(service.id);
}
