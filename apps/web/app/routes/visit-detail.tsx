import type { Route } from './+types/visit-detail';
import { screenMeta } from '~/site/page-meta';
import { loadSectionPage } from '~/features/page-loading/section-page.server';
import { ConsentEmbeds } from '~/features/consent/ConsentEmbeds';
import { ContentPage } from '~/ui/content-screens/ContentPage';
import { useFooterData } from '~/features/footer/footer-data';
import { HoursChanges } from '~/features/opening-hours/HoursChanges';

export const loader = ({ url, params }: Route.LoaderArgs) =>
  loadSectionPage(url, params.slug, 'visit');

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function VisitPage({ loaderData }: Route.ComponentProps) {
  const { frame, ...page } = loaderData;
  // The root loader's opening hours (the footer's): closures ahead matter to every visit page.
  const { openingHours } = useFooterData();
  return (
    <ConsentEmbeds>
      <ContentPage
        title={frame.title}
        {...page}
        notice={<HoursChanges changes={openingHours?.changes} heading="h2" notice />}
      />
    </ConsentEmbeds>
  );
}
