import type { Route } from './+types/accessibility-detail';
import { screenMeta } from '~/site/page-meta';
import { loadSectionPage } from '~/features/page-loading/section-page.server';
import { ConsentEmbeds } from '~/features/consent/ConsentEmbeds';
import { ContentPage } from '~/ui/content-screens/ContentPage';

export const loader = ({ url, params }: Route.LoaderArgs) =>
  loadSectionPage(url, params.slug, 'accessibility');

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const { frame, ...page } = loaderData;
  return (
    <ConsentEmbeds>
      <ContentPage title={frame.title} {...page} />
    </ConsentEmbeds>
  );
}
