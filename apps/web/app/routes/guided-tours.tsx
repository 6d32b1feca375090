import type { Route } from './+types/guided-tours';
import { getOffers } from '~/content/index.server';
import { fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { requestLocale } from '~/site/route-helpers.server';
import { screenTitle } from '~/site/shell-data';
import { ListPage } from '~/ui/page/ListPage';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const entries = await getOffers(locale);
  return {
    frame: fixedFrame('guidedTours', locale, screenTitle('guidedTours', locale)),
    items: entries.map(({ title, slug }) => ({ title, path: href('guidedTour', { slug }, locale) })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function GuidedTours({ loaderData }: Route.ComponentProps) {
  return <ListPage title={loaderData.frame.title} items={loaderData.items} />;
}
