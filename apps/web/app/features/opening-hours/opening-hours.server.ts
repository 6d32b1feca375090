/**
 * Loader helper: the opening hours for a request. It fails soft (SPEC §8: the opening-hours
 * call returns nothing on error), so a CMS problem hides the hours instead of showing wrong
 * ones or breaking the page. (The Museum JSON-LD is made in features/structured-data.)
 */
import { getOpeningHours } from '~/content/index.server';
import { requestNow } from '~/features/clock/now.server';
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
