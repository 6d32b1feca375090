import type { Route } from './+types/digital-offer';
import { getDigitalOffer } from '~/content/index.server';
import type { DigitalOffer as Offer } from '~/domain/types';
import { AudioPlayer } from '~/features/audio/AudioPlayer';
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
import { ResponsiveImage } from '~/ui/image/ResponsiveImage';
import { PageTitle } from '~/ui/page-title/PageTitle';
import { RichText } from '~/ui/rich-text/RichText';
import styles from './digital-offer.module.css';
import { useT } from '~/i18n/react';
import { useLocale } from '~/site/use-locale';

export async function loader({ url, params }: Route.LoaderArgs) {
  const locale = requestLocale(url);
  const offer = await found(await getDigitalOffer(params.slug, locale), url);
  const frame: PageFrame = {
    screen: 'digitalOffer',
    locale,
    title: offer.title,
    versions: slugVersions(offer.alternates),
    ...contentMeta(offer),
    shareType: 'article',
  };
  // The quiz's plain form (no JavaScript) comes back here as a GET query; score it on the server.
  const submitted = offer.type === 'Quiz' ? submittedAnswers(url.searchParams, offer.quiz) : null;
  return {
    frame: withStructuredData(frame, digitalOfferLd(offer, await ldPage(frame))),
    offer,
    path: href('digitalOffer', { slug: offer.slug }, locale),
    submitted,
  };
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
        <ResponsiveImage image={leadImage} locale={locale} priority className={styles.image} />
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
          <RichText document={offer.body} />
          {offer.transcript.length > 0 ? (
            <section aria-labelledby="transcript-heading" className={styles.transcript}>
              <h2 id="transcript-heading">{t('offer.transcript')}</h2>
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
