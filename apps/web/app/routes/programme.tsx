import type { Route } from './+types/programme';
import { getEvents } from '~/content/index.server';
import { fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { requestLocale } from '~/site/route-helpers.server';
import { screenTitle } from '~/site/shell-data';
import { ListPage } from '~/ui/page/ListPage';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const entries = await getEvents(locale);
  return {
    frame: fixedFrame('programme', locale, screenTitle('programme', locale)),
    items: entries.map(({ title, slug }) => ({ title, path: href('event', { slug }, locale) })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function Programme({ loaderData }: Route.ComponentProps) {
  return <ListPage title={loaderData.frame.title} items={loaderData.items} />;
}
