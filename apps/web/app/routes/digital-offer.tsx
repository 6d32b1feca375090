import type { Route } from './+types/digital-offer';
import { getDigitalOffer } from '~/content/index.server';
import type { Locale } from '~/domain/locale';
import type { DigitalOffer as Offer } from '~/domain/types';
import { AudioPlayer } from '~/features/audio/AudioPlayer';
import { newsFeedLink, podcastFeedLink, transcriptAnchor } from '~/features/feeds/feed-links';
import { SubscribeLink } from '~/features/feeds/SubscribeLink';
import { OfferMeta } from '~/features/digital-offers/OfferMeta';
import { Quiz } from '~/features/quiz/Quiz';
import { submittedAnswers, type Answers } from '~/features/quiz/quiz-state';
import { ConsentEmbeds } from '~/features/consent/ConsentEmbeds';
import { EmbedSlot } from '~/ui/embed/EmbedSlot';
import { slugVersions, type PageFrame, contentMeta } from '~/site/page-frame';
import { screenMeta } from '~/site/page-meta';
import { href } from '~/site/paths';
import { found, requestLocale } from '~/features/page-loading/route-helpers.server';
import { ldPage, withStructuredData } from '~/features/structured-data/page-ld.server';
import { digitalOfferLd } from '~/features/structured-data/digital-offer-ld.server';
import { LeadImage } from '~/ui/image/LeadImage';
import { imageSizes } from '~/ui/image/layout-sizes';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { RichText } from '~/ui/rich-text/RichText';
import styles from './digital-offer.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';
import { pageImages } from '~/ui/image/page-images';

export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const offer = await found(await getDigitalOffer(params.slug, locale), url);
  const frame: PageFrame = {
    screen: 'digitalOffer',
    locale,
    title: offer.title,
    versions: slugVersions(offer.alternates),
    ...contentMeta(offer),
    shareType: offer.type === 'Blog' ? 'article' : 'website',
    feeds: feedsOf(offer, locale),
  };
  // The quiz's plain form (no JavaScript) comes back here as a GET query; score it on the server.
  const submitted = offer.type === 'Quiz' ? submittedAnswers(url.searchParams, offer.quiz) : null;
  return pageImages({
    frame: withStructuredData(frame, digitalOfferLd(offer, await ldPage(frame))),
    offer,
    path: href('digitalOffer', { slug: offer.slug }, locale),
    submitted,
  });
}

/** The feed an offer appears in: podcast episodes in the podcast, blog posts in the news. */
function feedsOf(offer: Offer, locale: Locale) {
  if (offer.type === 'Podcast') return [podcastFeedLink(locale)];
  return offer.type === 'Blog' ? [newsFeedLink(locale)] : [];
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return screenMeta(loaderData?.frame, matches);
}

export default function DigitalOffer({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { offer, path, submitted } = loaderData;
  // A video's image is the poster of its placeholder, not a second picture above it.
  const leadImage = offer.type === 'Video' && offer.video ? null : offer.image;
  return (
    <article className={styles.article}>
      {offer.headline ? <p className={styles.headline}>{offer.headline}</p> : null}
      <PageTitle title={offer.title} />
      <OfferMeta offer={offer} locale={locale} />
      {leadImage ? (
        <LeadImage
          image={leadImage}
          locale={locale}
          priority
          sizes={imageSizes.article}
          className={styles.image}
        />
      ) : null}
      {offer.teaserText ? <p className={styles.intro}>{offer.teaserText}</p> : null}
      <TypeContent offer={offer} path={path} submitted={submitted} />
    </article>
  );
}

function TypeContent({
  offer,
  path,
  submitted,
}: {
  offer: Offer;
  path: string;
  submitted: Answers | null;
}) {
  const t = useT('offers');
  switch (offer.type) {
    case 'Podcast':
      return (
        <>
          {offer.audio ? <AudioPlayer audio={offer.audio} title={offer.title} /> : null}
          <SubscribeLink feed="podcast" />
          <RichText document={offer.body} />
          {offer.transcript.length > 0 ? (
            <section aria-labelledby={transcriptAnchor} className={styles.transcript}>
              <h2 id={transcriptAnchor}>{t('offer.transcript')}</h2>
              <RichText document={offer.transcript} />
            </section>
          ) : null}
        </>
      );
    case 'Video':
      return (
        <>
          {offer.video ? (
            // The poster is the page's first large image: not lazy.
            <ConsentEmbeds>
              <EmbedSlot embed={offer.video} priority />
            </ConsentEmbeds>
          ) : null}
          <RichText document={offer.body} />
        </>
      );
    case 'Quiz':
      return (
        <>
          <RichText document={offer.body} />
          <Quiz questions={offer.quiz} path={path} submitted={submitted} />
        </>
      );
    default:
      return <RichText document={offer.body} />;
  }
}
