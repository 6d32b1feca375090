import { Link } from '~/ui/link/SiteLink';
import type { Route } from './+types/digital-offer-category';
import { getDigitalOfferCategory } from '~/content/index.server';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { withStructuredData } from '~/features/structured-data/page-ld.server';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { TeaserGrid } from '~/ui/teaser/TeaserGrid';
import styles from './digital-offers.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { pageImages } from '~/ui/image/page-images';

export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const category = await found(await getDigitalOfferCategory(params.slug, locale), url);
  const frame: PageFrame = {
    screen: 'digitalOfferCategory',
    locale,
    title: category.title,
    versions: slugVersions(category.alternates),
  };
  return pageImages({ frame: withStructuredData(frame), items: category.digitalOffers });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function DigitalOfferCategory({ loaderData }: Route.ComponentProps) {
  const t = useT('offers');
  const locale = useLocale();
  const { frame, items } = loaderData;
  return (
    <div className={styles.page}>
      <PageTitle title={frame.title} />
      <p>
        <Link to={href('digitalOffers', {}, locale)}>{t('category.all')}</Link>
      </p>
      <h2 className={styles.results}>{t('category.offers', { title: frame.title })}</h2>
      <TeaserGrid items={items} empty={t('category.empty')} priorityFirst heading="h3" />
    </div>
  );
}
