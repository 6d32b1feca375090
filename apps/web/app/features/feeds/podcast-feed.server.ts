/**
 * The podcast as RSS 2.0 with the iTunes and Podcasting 2.0 namespaces (feedsmith writes the
 * XML and escapes it). Pure: the episodes and the channel's texts come in, the XML goes out,
 * the same bytes for the same content (no clock), so the HTTP ETag only changes with it.
 */
import { generateRssFeed, type RssFeed } from 'feedsmith';
import { intlLocale, type Locale } from '~/domain/locale';
import type { Audio, DigitalOffer } from '~/domain/types';
import { podcastFeedPath } from '~/site/feed-paths';
import { href } from '~/site/paths';
import { absoluteSiteUrl, fileHref, fileType, originalImageHref } from '~/site/media-paths';
import { itemDate, newestFirst, stableGuid, xmlCharactersOnly } from './feed-items';
import { transcriptAnchor } from './feed-links';
import { podcastGuid } from './podcast-guid.server';

export interface PodcastChannel {
  locale: Locale;
  /** The configured public origin (never the request's Host). */
  origin: string;
  title: string;
  description: string;
  /** Who makes the podcast (itunes:author): the museum. */
  author: string;
  /** Who directories contact about the feed (itunes:owner). */
  owner: { name: string; email: string } | null;
  /**
   * The show's cover. Apple Podcasts wants a square JPEG or PNG of 1400 to 3000 px; the feed
   * names the largest picture the CMS has, so editors who want the listing must upload one.
   */
  imageUrl: string | null;
  /**
   * The exact byte size of each uploaded audio file the site serves, by upload name (the
   * enclosure's length; Strapi only keeps a rounded size). Missing: Strapi's size.
   */
  audioBytes?: ReadonlyMap<string, number>;
}

/** A podcast episode that can be listened to: one with an audio file the site can serve. */
export type Episode = DigitalOffer & { audio: Audio };

export const isEpisode = (offer: DigitalOffer): offer is Episode =>
  offer.type === 'Podcast' && offer.audio !== null && fileHref(offer.audio) !== null;

/** Apple's category list; a museum of technology and art. */
const categories: RssFeed.Feed<Date>['itunes'] = {
  categories: [{ text: 'Arts', categories: [{ text: 'Visual Arts' }] }, { text: 'Technology' }],
};

function episodeItem(
  episode: Episode,
  channel: PodcastChannel,
  date: Date | null,
): RssFeed.Item<Date> {
  const { locale, origin } = channel;
  const link = `${origin}${href('digitalOffer', { slug: episode.slug }, locale)}`;
  const { audio } = episode;
  // The audio from the site's own origin, with the type and length it is served with there.
  const audioUrl = absoluteSiteUrl(fileHref(audio)!, origin);
  const length = (audio.media && channel.audioBytes?.get(audio.media.file)) ?? audio.sizeBytes;
  return {
    title: episode.title,
    link,
    description: episode.teaserText ?? episode.headline ?? undefined,
    // The audio's address is the fallback identity: podcast apps key episodes on the GUID.
    guid: {
      value: stableGuid('digital-offer', episode.revision, locale, audioUrl),
      isPermaLink: false,
    },
    pubDate: date ?? undefined,
    enclosures: [
      // RSS requires a length; 0 is the customary "unknown".
      { url: audioUrl, length: length ?? 0, type: fileType(audio) ?? 'audio/mpeg' },
    ],
    itunes: {
      duration: audio.durationSeconds !== null ? Math.round(audio.durationSeconds) : undefined,
      episodeType: 'full',
      explicit: false,
      image: episode.image ? absoluteSiteUrl(originalImageHref(episode.image), origin) : undefined,
    },
    podcast:
      episode.transcript.length > 0
        ? { transcripts: [{ url: `${link}#${transcriptAnchor}`, type: 'text/html' }] }
        : undefined,
  };
}

export function podcastFeedXml(channel: PodcastChannel, offers: readonly DigitalOffer[]): string {
  const { locale, origin } = channel;
  const feedUrl = `${origin}${podcastFeedPath(locale)}`;
  const episodes = newestFirst(
    offers.filter(isEpisode).map((episode) => ({
      episode,
      date: itemDate(episode.publishedDate, episode.revision),
    })),
  );
  const feed: RssFeed.Feed<Date> = {
    title: channel.title,
    link: `${origin}${href('digitalOffers', {}, locale)}`,
    description: channel.description,
    language: intlLocale[locale],
    // The newest episode's date: the feed changes when an episode does, not with the clock.
    pubDate: episodes[0]?.date ?? undefined,
    image: channel.imageUrl
      ? {
          url: channel.imageUrl,
          title: channel.title,
          link: `${origin}${href('digitalOffers', {}, locale)}`,
        }
      : undefined,
    atom: { links: [{ href: feedUrl, rel: 'self', type: 'application/rss+xml' }] },
    itunes: {
      ...categories,
      author: channel.author,
      owner: channel.owner ?? undefined,
      image: channel.imageUrl ?? undefined,
      explicit: false,
      type: 'episodic',
    },
    podcast: { guid: podcastGuid(feedUrl), locked: { value: false } },
    items: episodes.map(({ episode, date }) => episodeItem(episode, channel, date)),
  };
  return xmlCharactersOnly(withTrueFalseExplicit(generateRssFeed(feed)));
}

/**
 * feedsmith writes itunes:explicit in the old yes/no form; Apple's current spec names
 * true/false. Only whole lines that are the element are rewritten (text is CDATA or escaped,
 * so a title cannot be such a line).
 */
function withTrueFalseExplicit(xml: string): string {
  return xml.replace(
    /^(\s*)<itunes:explicit>(yes|no)<\/itunes:explicit>$/gm,
    (_line, indent: string, value: string) =>
      `${indent}<itunes:explicit>${value === 'yes' ? 'true' : 'false'}</itunes:explicit>`,
  );
}
