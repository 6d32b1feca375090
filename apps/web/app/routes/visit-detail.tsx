import type { Route } from './+types/visit-detail';
import { screenMeta } from '~/site/page-meta';
import { loadSectionPage } from '~/features/page-loading/section-page.server';
import { ConsentEmbeds } from '~/features/consent/ConsentEmbeds';
import { ContentPage } from '~/ui/content-screens/ContentPage';
import { useFooterData } from '~/features/footer/footer-data';
import { HoursChanges } from '~/features/opening-hours/HoursChanges';
import { HoursOverview } from '~/features/opening-hours/HoursOverview';
import { hoursPageSlug } from '~/features/opening-hours/hours-page';
import { useLocale } from '~/site/use-locale';

export const loader = ({ url, params }: Route.LoaderArgs) =>
  loadSectionPage(url, params.slug, 'visit');

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function VisitPage({ loaderData, params }: Route.ComponentProps) {
  const { frame, ...page } = loaderData;
  const locale = useLocale();
  // The root loader's opening hours (the footer's): closures ahead matter to every visit page.
  const { openingHours } = useFooterData();
  // The hours page shows the week, today and the coming changes first (the changes are part of
  // it); the other visit pages announce the changes below their title.
  const hoursPage = openingHours && params.slug === hoursPageSlug[locale];
  return (
    <ConsentEmbeds>
      <ContentPage
        title={frame.title}
        {...page}
        facts={hoursPage ? <HoursOverview summary={openingHours} /> : null}
        notice={
          hoursPage ? null : <HoursChanges changes={openingHours?.changes} heading="h2" notice />
        }
      />
    </ConsentEmbeds>
  );
}
