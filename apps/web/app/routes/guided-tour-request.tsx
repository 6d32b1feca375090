import type { Route } from './+types/guided-tour-request';
import { getOffer } from '~/content/index.server';
import { translator, useTranslate } from '~/i18n/translate';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { found, requestLocale } from '~/site/route-helpers.server';
import { ArticlePage } from '~/ui/page/ArticlePage';
import styles from './guided-tour-request.module.css';

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const offer = await found(await getOffer(params.slug, locale), request);
  const frame: PageFrame = {
    screen: 'guidedTourRequest',
    locale,
    title: translator(locale)('guidedTour.requestTitle', { title: offer.title }),
    versions: slugVersions(offer.alternates),
    parent: { screen: 'guidedTour', params: { slug: offer.slug }, title: offer.title },
    description: offer.teaserText,
  };
  return { frame, registration: offer.info?.registration ?? null, intro: offer.teaserText };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

/** The request form follows with the booking issue; until then: the offer and how to register. */
export default function GuidedTourRequest({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { frame, registration, intro } = loaderData;
  return (
    <ArticlePage title={frame.title} intro={intro}>
      {registration ? (
        <section aria-labelledby="registration-title" className={styles.registration}>
          <h2 id="registration-title">{t('guidedTour.registration')}</h2>
          <p className={styles.text}>{registration}</p>
        </section>
      ) : null}
    </ArticlePage>
  );
}
