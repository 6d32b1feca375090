import type { Route } from './+types/collection';
import { requestLocale } from '~/features/page-loading/route-helpers.server';
import { fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { screenTitle } from '~/site/screen-title.server';
import { PageTitle } from '~/ui/page-title/PageTitle';

export function loader({ url }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  return { frame: fixedFrame('collection', locale, screenTitle('collection', locale)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  return <PageTitle title={loaderData.frame.title} />;
}
