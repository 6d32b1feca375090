import type { Route } from './+types/page';
import { screenMeta } from '~/site/page-meta';
import { loadSectionPage } from '~/features/page-loading/section-page.server';
import { ConsentEmbeds } from '~/features/consent/ConsentEmbeds';
import { ContentPage } from '~/ui/content-screens/ContentPage';

/** A generic page at /{slug}: only pages without a section live here. */
export const loader = ({ url, params }: Route.LoaderArgs) =>
  loadSectionPage(url, params.slug, 'none');

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function GenericPage({ loaderData }: Route.ComponentProps) {
  const { frame, ...page } = loaderData;
  return (
    <ConsentEmbeds>
      <ContentPage title={frame.title} {...page} />
    </ConsentEmbeds>
  );
}
