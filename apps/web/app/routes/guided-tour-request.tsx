import type { Route } from './+types/guided-tour-request';
import { getOffer } from '~/content/index.server';
import { BookingSection } from '~/features/booking/BookingSection';
import { bookingAction, bookingHeaders, bookingPageData } from '~/features/booking/route.server';
import { commonMessages } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import { slugVersions, type PageFrame } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { withStructuredData } from '~/features/structured-data/page-ld.server';
import { ArticlePage } from '~/ui/page/ArticlePage';
import styles from './guided-tour-request.module.css';
import { useT } from '~/i18n/react';
import { pageImages } from '~/ui/image/page-images';

export async function loader({ url, request, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const offer = await found(await getOffer(params.slug, locale), url);
  const frame: PageFrame = {
    screen: 'guidedTourRequest',
    locale,
    title: tableTranslator(commonMessages, locale)('guidedTour.requestTitle', {
      title: offer.title,
    }),
    versions: slugVersions(offer.alternates),
    parent: { screen: 'guidedTour', params: { slug: offer.slug }, title: offer.title },
    description: offer.teaserText,
  };
  const booking = await bookingPageData(request, url, offer);
  return pageImages({
    frame: withStructuredData(frame),
    registration: offer.info?.registration ?? null,
    intro: offer.teaserText,
    booking,
  });
}

export const action = bookingAction;
export const headers = bookingHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

/** The offer, how to register, and the request form (or its thank-you result). */
export default function GuidedTourRequest({ loaderData }: Route.ComponentProps) {
  const t = useT('common');
  const { frame, registration, intro, booking } = loaderData;
  return (
    <ArticlePage title={frame.title} intro={intro}>
      {registration ? (
        <section aria-labelledby="registration-title" className={styles.registration}>
          <h2 id="registration-title">{t('guidedTour.registration')}</h2>
          <p className={styles.text}>{registration}</p>
        </section>
      ) : null}
      <BookingSection data={booking} locale={frame.locale} />
    </ArticlePage>
  );
}
