import type { Route } from './+types/digital-offer-author';
import { getAuthor } from '~/content/index.server';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { ldPage, withStructuredData } from '~/features/structured-data/page-ld.server';
import { authorProfileLd } from '~/features/structured-data/digital-offer-ld.server';
import { ResponsiveImage } from '~/ui/image/ResponsiveImage';
import { imageSizes } from '~/ui/image/layout-sizes';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { TeaserGrid } from '~/ui/teaser/TeaserGrid';
import styles from './digital-offers.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { pageImages } from '~/ui/image/page-images';

export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const author = await found(await getAuthor(params.slug, locale), url);
  const frame: PageFrame = {
    screen: 'digitalOfferAuthor',
    locale,
    title: author.name,
    versions: slugVersions(author.alternates),
    description: author.bio,
    image: author.image,
  };
  return pageImages({
    frame: withStructuredData(frame, authorProfileLd(author, await ldPage(frame))),
    bio: author.bio,
    image: author.image,
    items: author.digitalOffers,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function DigitalOfferAuthor({ loaderData }: Route.ComponentProps) {
  const t = useT('offers');
  const locale = useLocale();
  const { frame, bio, image, items } = loaderData;
  return (
    <div className={styles.page}>
      <div className={styles.author}>
        {image ? (
          <ResponsiveImage
            image={image}
            locale={locale}
            priority
            sizes={imageSizes.portrait}
            className={styles.portrait}
          />
        ) : null}
        <div>
          <PageTitle title={frame.title} />
          {bio ? <p className={styles.intro}>{bio}</p> : null}
        </div>
      </div>
      <h2 className={styles.results}>{t('author.offers', { name: frame.title })}</h2>
      <TeaserGrid items={items} empty={t('author.empty', { name: frame.title })} heading="h3" />
    </div>
  );
}
