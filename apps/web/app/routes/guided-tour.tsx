import { Link } from 'react-router';
import type { Route } from './+types/guided-tour';
import { getOffer } from '~/content/index.server';
import { useLocale, useTranslate } from '~/i18n/translate';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { found, requestLocale } from '~/site/route-helpers.server';
import { ArticlePage } from '~/ui/page/ArticlePage';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const offer = await found(await getOffer(params.slug, locale), request);
  const frame: PageFrame = {
    screen: 'guidedTour',
    locale,
    title: offer.title,
    versions: slugVersions(offer.alternates),
    description: offer.seo?.metaDescription ?? offer.teaserText,
  };
  return { frame, intro: offer.teaserText, body: offer.body, bookable: offer.bookable, slug: offer.slug };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function GuidedTour({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useTranslate();
  const { frame, intro, body, bookable, slug } = loaderData;
  return (
    <ArticlePage title={frame.title} intro={intro} body={body}>
      {bookable ? (
        <p>
          <Link to={href('guidedTourRequest', { slug }, locale)}>{t('guidedTour.requestLink')}</Link>
        </p>
      ) : null}
    </ArticlePage>
  );
}
