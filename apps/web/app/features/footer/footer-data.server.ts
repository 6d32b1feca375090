/**
 * What the footer needs beyond the general contact, for the root loader:
 * `footer: await loadFooterData(request)`. Each part fails soft (SPEC §8): a CMS problem hides
 * the partner logos or the opening hours, never the page.
 */
import { getPartners } from '~/content/index.server';
import { loadOpeningHoursSummary } from '~/features/opening-hours/opening-hours.server';
import type { FooterData } from './footer-data';

export async function loadFooterData(request: Request): Promise<FooterData> {
  const [partners, openingHours] = await Promise.all([
    getPartners().catch((error: unknown) => {
      console.error(
        '[footer] partners unavailable:',
        error instanceof Error ? error.message : error,
      );
      return [];
    }),
    loadOpeningHoursSummary(request),
  ]);
  return { partners, openingHours };
}
