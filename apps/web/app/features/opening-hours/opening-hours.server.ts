/**
 * Loader helpers: opening hours and the Museum JSON-LD for a request. Both fail soft (SPEC §8:
 * the opening-hours call returns nothing on error), so a CMS problem hides the hours instead
 * of showing wrong ones or breaking the page.
 */
import { getGeneralContact, getOpeningHours } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
import { href } from '~/site/paths';
import type { Locale } from '~/domain/locale';
import { museumLd, type MuseumLd } from './museum-ld';
import { openingHoursSummary, type OpeningHoursSummary } from './weekly-overview';

function logUnavailable(what: string, error: unknown) {
  console.error(
    `[opening-hours] ${what} unavailable:`,
    error instanceof Error ? error.message : error,
  );
}

/** Today's state and the regular week, for the footer and the today page; null on failure. */
export async function loadOpeningHoursSummary(
  request: Request,
  now: Date = requestNow(request),
): Promise<OpeningHoursSummary | null> {
  try {
    return openingHoursSummary(await getOpeningHours(), now);
  } catch (error) {
    logUnavailable('opening hours', error);
    return null;
  }
}

/** The Museum block of the home and visit pages; null when the contact cannot be read. */
export async function loadMuseumLd(request: Request, locale: Locale): Promise<MuseumLd | null> {
  const [contact, hours] = await Promise.all([
    getGeneralContact(locale).catch((error: unknown) => logUnavailable('general contact', error)),
    getOpeningHours().catch((error: unknown) => logUnavailable('opening hours', error)),
  ]);
  if (!contact) return null;
  return museumLd({
    name: contact.museumName ?? 'Zentralmuseum',
    url: new URL(href('home', {}, locale), request.url).href,
    addressLines: contact.addressLines,
    phone: contact.phone,
    mail: contact.mail,
    hours: hours ?? null,
    now: requestNow(request),
  });
}
