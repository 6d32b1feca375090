import type { Route } from './+types/digital-offer-category';
import { getDigitalOfferCategory } from '~/content/index.server';
import { useTranslate } from '~/i18n/translate';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { found, requestLocale } from '~/site/route-helpers.server';
import { ListPage } from '~/ui/page/ListPage';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const category = await found(await getDigitalOfferCategory(params.slug, locale), request);
  const frame: PageFrame = {
    screen: 'digitalOfferCategory',
    locale,
    title: category.title,
    versions: slugVersions(category.alternates),
  };
  return {
    frame,
    items: category.digitalOffers.map(({ title, slug }) => ({
      title,
      path: href('digitalOffer', { slug }, locale),
    })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function DigitalOfferCategory({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { frame, items } = loaderData;
  return (
    <ListPage title={frame.title} items={items}>
      <h2>{t('digitalOffer.inCategory', { title: frame.title })}</h2>
    </ListPage>
  );
}
