import type { Route } from './+types/exhibitions';
import { getExhibitions } from '~/content/index.server';
import { fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { requestLocale } from '~/site/route-helpers.server';
import { screenTitle } from '~/site/shell-data';
import { ListPage } from '~/ui/page/ListPage';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const exhibitions = await getExhibitions(locale);
  return {
    frame: fixedFrame('exhibitions', locale, screenTitle('exhibitions', locale)),
    items: exhibitions.map(({ title, slug }) => ({ title, path: href('exhibition', { slug }, locale) })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Exhibitions({ loaderData }: Route.ComponentProps) {
  return <ListPage title={loaderData.frame.title} items={loaderData.items} />;
}
