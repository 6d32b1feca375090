import type { Route } from './+types/digital-offers';
import { getDigitalOffers } from '~/content/index.server';
import { fixedFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { requestLocale } from '~/site/route-helpers.server';
import { screenTitle } from '~/site/shell-data';
import { ListPage } from '~/ui/page/ListPage';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const entries = await getDigitalOffers(locale);
  return {
    frame: fixedFrame('digitalOffers', locale, screenTitle('digitalOffers', locale)),
    items: entries.map(({ title, slug }) => ({ title, path: href('digitalOffer', { slug }, locale) })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function DigitalOffers({ loaderData }: Route.ComponentProps) {
  return <ListPage title={loaderData.frame.title} items={loaderData.items} />;
}
