import type { Route } from './+types/digital-offer-author';
import { getAuthor } from '~/content/index.server';
import { useTranslate } from '~/i18n/translate';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { found, requestLocale } from '~/site/route-helpers.server';
import { ListPage } from '~/ui/page/ListPage';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const author = await found(await getAuthor(params.slug, locale), request);
  const frame: PageFrame = {
    screen: 'digitalOfferAuthor',
    locale,
    title: author.name,
    versions: slugVersions(author.alternates),
    description: author.bio,
  };
  return {
    frame,
    bio: author.bio,
    items: author.digitalOffers.map(({ title, slug }) => ({
      title,
      path: href('digitalOffer', { slug }, locale),
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function DigitalOfferAuthor({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { frame, bio, items } = loaderData;
  return (
    <ListPage title={frame.title} intro={bio} items={items}>
      <h2>{t('digitalOffer.byAuthor', { name: frame.title })}</h2>
    </ListPage>
  );
}
