import type { Route } from './+types/visit';
import { loadMuseumLd, withStructuredData } from '~/features/structured-data/page-ld.server';
import { screenMeta } from '~/site/page-meta';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { loadSectionOverview } from '~/features/page-loading/section-page.server';
import { SectionOverview } from '~/ui/content-screens/SectionOverview';
import { pageImages } from '~/ui/image/page-images';
import { useFooterData } from '~/features/footer/footer-data';
import { HoursChanges } from '~/features/opening-hours/HoursChanges';

/** The visit overview: its pages as cards, and the museum's opening hours as JSON-LD. */
export async function loader({ url, request }: Route.LoaderArgs) {
  const [overview, museumLd] = await Promise.all([
    loadSectionOverview(url, 'visit'),
    loadMuseumLd(request, requestLocale(url)),
  ]);
  return pageImages({ ...overview, frame: withStructuredData(overview.frame, museumLd) });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function VisitOverview({ loaderData }: Route.ComponentProps) {
  // The root loader's opening hours (the footer's): closures ahead, right below the title.
  const { openingHours } = useFooterData();
  return (
    <SectionOverview
      title={loaderData.frame.title}
      intro={loaderData.frame.description}
      cards={loaderData.cards}
    >
      <HoursChanges changes={openingHours?.changes} heading="h2" notice />
    </SectionOverview>
  );
}
