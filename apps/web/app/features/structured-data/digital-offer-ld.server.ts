import type {
  BlogPosting,
  PersonLeaf,
  PodcastEpisode,
  ProfilePage,
  Quiz,
  VideoObject,
  WithContext,
} from 'schema-dts';
import type { Author, AuthorRef, DigitalOffer } from '~/domain/types';
import { intlLocale } from '~/domain/locale';
import { href } from '~/site/paths';
import { imageUrl, organizationOf, pageProperties } from './item-ld.server';
import { absoluteSiteUrl, fileHref, fileType } from '~/site/media-paths';
import type { LdPage } from './page-ld.server';
import { isoDuration, schemaDate } from './schema-dates.server';

export type DigitalOfferLd =
  | WithContext<BlogPosting>
  | WithContext<PodcastEpisode>
  | WithContext<VideoObject>
  | WithContext<Quiz>;

/** The author as a Person whose page on this site says more (the same `@id` there). */
function personOf(author: AuthorRef, page: LdPage): PersonLeaf {
  const url = `${page.origin}${href('digitalOfferAuthor', { slug: author.slug }, page.locale)}`;
  return { '@type': 'Person', '@id': `${url}#person`, name: author.name, url };
}

/** An author's page: a ProfilePage about the Person who writes the digital offers. */
export function authorProfileLd(author: Author, page: LdPage): WithContext<ProfilePage> {
  const picture = imageUrl(author.image, page.origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: page.url,
    inLanguage: intlLocale[page.locale],
    mainEntity: {
      ...personOf(author, page),
      ...(author.bio ? { description: author.bio } : {}),
      ...(picture ? { image: picture } : {}),
    },
  };
}

/** What every kind of digital offer says: page, dates, author and the museum publishing it. */
function creativeWork(offer: DigitalOffer, page: LdPage) {
  const datePublished = schemaDate(offer.publishedDate);
  const dateModified = schemaDate(offer.revision?.updatedAt);
  return {
    ...pageProperties(
      page,
      offer.title,
      offer.seo?.metaDescription ?? offer.teaserText,
      offer.image,
    ),
    ...(datePublished ? { datePublished } : {}),
    ...(dateModified ? { dateModified } : {}),
    ...(offer.author ? { author: personOf(offer.author, page) } : {}),
    publisher: organizationOf(page.museum),
  };
}

/**
 * A digital offer by its kind: a blog post, a podcast episode with its audio file, a video with
 * its player, a quiz with its questions (the answers stay the visitor's to find).
 */
export function digitalOfferLd(offer: DigitalOffer, page: LdPage): DigitalOfferLd {
  const work = creativeWork(offer, page);
  switch (offer.type) {
    case 'Blog':
      return {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        ...work,
        headline: offer.title,
        mainEntityOfPage: page.url,
      };
    case 'Podcast': {
      const duration = isoDuration(offer.audio?.durationSeconds);
      // The audio from the site's own origin, as the page's player loads it.
      const audioPath = offer.audio ? fileHref(offer.audio) : null;
      return {
        '@context': 'https://schema.org',
        '@type': 'PodcastEpisode',
        ...work,
        ...(offer.audio && audioPath
          ? {
              associatedMedia: {
                '@type': 'AudioObject',
                contentUrl: absoluteSiteUrl(audioPath, page.origin),
                ...(fileType(offer.audio) ? { encodingFormat: fileType(offer.audio)! } : {}),
                ...(duration ? { duration } : {}),
              },
            }
          : {}),
        ...(duration ? { timeRequired: duration } : {}),
      };
    }
    case 'Video': {
      const thumbnail = imageUrl(offer.image ?? offer.video?.poster, page.origin);
      return {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        ...work,
        ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
        ...(work.datePublished ? { uploadDate: work.datePublished } : {}),
        ...(offer.video ? { embedUrl: offer.video.embedUrl } : {}),
      };
    }
    case 'Quiz':
      return {
        '@context': 'https://schema.org',
        '@type': 'Quiz',
        ...work,
        ...(offer.quiz.length > 0
          ? {
              hasPart: offer.quiz.map((question) => ({
                '@type': 'Question' as const,
                name: question.question,
                eduQuestionType: 'Multiple choice',
                suggestedAnswer: question.answers.map((answer) => ({
                  '@type': 'Answer' as const,
                  text: answer.text,
                })),
              })),
            }
          : {}),
      };
  }
}
