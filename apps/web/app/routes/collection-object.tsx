// A placeholder until the object page of issue #45 (helper h69) replaces this module: the screen
// table names the screen, so its route module must exist. Title and inventory number only.
import { data } from 'react-router';
import type { Route } from './+types/collection-object';
import { getCollectionObject } from '~/content/collection.server';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { PageTitle } from '~/ui/page-title/PageTitle';

export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const object = await found(await getCollectionObject(locale, params.slug), url);
  const frame: PageFrame = {
    screen: 'collectionObject',
    locale,
    title: object.title,
    versions: slugVersions(object.alternates),
  };
  return data(
    { frame, inventoryNumber: object.inventoryNumber, withdrawnNote: object.withdrawnNote },
    { status: object.withdrawn ? 410 : 200 },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function CollectionObject({ loaderData }: Route.ComponentProps) {
  const { frame, inventoryNumber, withdrawnNote } = loaderData;
  return (
    <article>
      <PageTitle title={frame.title} />
      <p>{inventoryNumber}</p>
      {withdrawnNote ? <p>{withdrawnNote}</p> : null}
    </article>
  );
}
