/**
 * Frames of the overview screens (lists and section overviews, `intro: true` in the screen
 * table): the screen's title and the editors' intro from the CMS (single type overview-intro),
 * which the page shows under its title and search engines get as the description.
 */
import { getOverviewIntros } from '~/content/index.server';
import type { OverviewIntros } from '~/domain/types';
import type { Locale } from '~/domain/locale';
import { fixedFrame, type PageFrame } from '~/site/page-frame';
import type { IntroScreen } from '~/site/screens';
import { screenTitle } from '~/site/screen-title.server';
import { withStructuredData } from '~/features/structured-data/page-ld.server';

/**
 * The frame of an overview screen, with its intro (if there is one) as the description and its
 * breadcrumb as structured data.
 */
export function overviewFrame(
  screen: IntroScreen,
  locale: Locale,
  intros: OverviewIntros | null,
): PageFrame {
  return withStructuredData({
    ...fixedFrame(screen, locale, screenTitle(screen, locale)),
    description: intros?.[screen] ?? null,
  });
}

/**
 * Reads the intros (cached like every single type) and builds the frame. Without the CMS the
 * page goes without its intro rather than failing (SPEC §8: logged).
 */
export async function loadOverviewFrame(screen: IntroScreen, locale: Locale): Promise<PageFrame> {
  const intros = await getOverviewIntros(locale).catch((error: unknown) => {
    console.error('[overview] intros unavailable:', error instanceof Error ? error.message : error);
    return null;
  });
  return overviewFrame(screen, locale, intros);
}
