import type { Route } from './+types/visit-detail';
import { screenMeta } from '~/site/page-meta';
import { loadSectionPage } from '~/features/page-loading/section-page.server';
import { ConsentEmbeds } from '~/features/consent/ConsentEmbeds';
import { ContentPage } from '~/ui/content-screens/ContentPage';

export const loader = ({ url, params }: Route.LoaderArgs) =>
  loadSectionPage(url, params.slug, 'visit');

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function VisitPage({ loaderData }: Route.ComponentProps) {
  const { frame, ...page } = loaderData;
  return (
    <ConsentEmbeds>
      <ContentPage title={frame.title} {...page} />
    </ConsentEmbeds>
  );
}
