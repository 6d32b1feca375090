/**
 * The feeds made from the site's content. Every read here is a cached content read, so a
 * feed request does not reach the CMS while the cache is fresh, and the CMS webhook, which
 * empties that cache, makes a publish show in the next answer. Nothing else is kept.
 */
import {
  getDigitalOffer,
  getDigitalOfferEntries,
  getGeneralContact,
  getHome,
  getPressReleaseEntries,
} from '~/content/index.server';
import type { Locale } from '~/domain/locale';
import type { DigitalOffer, GeneralContact, MediaSource } from '~/domain/types';
import { absoluteSiteUrl, originalImageHref } from '~/site/media-paths';
import { commonMessages } from '~/i18n/messages';
import { tableTranslator } from '~/i18n/translate';
import { siteOrigin } from '~/site-origin.server';
import { feedServerMessages } from './messages';
import { newsFeedXml } from './news-feed.server';
import { podcastFeedXml, type PodcastChannel } from './podcast-feed.server';

/** The owner directories write to: the general contact person, else the museum's address. */
function podcastOwner(contact: GeneralContact, museum: string): PodcastChannel['owner'] {
  const email = contact.general?.mail ?? contact.mail;
  if (!email) return null;
  return { name: contact.general?.name ?? museum, email };
}

/** Each episode as its page shows it (with audio and transcript), from the detail cache. */
async function podcastEpisodes(locale: Locale): Promise<DigitalOffer[]> {
  const entries = await getDigitalOfferEntries(locale);
  const details = await Promise.all(
    entries
      .filter((entry) => entry.type === 'Podcast')
      .map((entry) => getDigitalOffer(entry.slug, locale)),
  );
  return details.filter((offer): offer is DigitalOffer => offer !== null);
}

/** The exact byte size of an upload the site serves (server/media.ts), or null for now. */
export type UploadBytes = (source: MediaSource) => Promise<number | null>;

/** The served size of each episode's uploaded audio file, where it can be had. */
async function audioBytes(
  episodes: readonly DigitalOffer[],
  measure: UploadBytes | undefined,
): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  if (!measure) return sizes;
  const sources = episodes.flatMap((episode) =>
    episode.audio?.media ? [episode.audio.media] : [],
  );
  for (const source of sources) {
    const size = await measure(source);
    if (size !== null) sizes.set(source.file, size);
  }
  return sizes;
}

export async function podcastFeed(locale: Locale, measure?: UploadBytes): Promise<string> {
  const [episodes, contact, home] = await Promise.all([
    podcastEpisodes(locale),
    getGeneralContact(locale),
    getHome(locale),
  ]);
  const cover = home.seo?.shareImage ?? home.image;
  const t = tableTranslator(feedServerMessages, locale);
  const museum = contact.museumName ?? tableTranslator(commonMessages, locale)('site.name');
  return podcastFeedXml(
    {
      locale,
      origin: siteOrigin().origin,
      title: t('podcast.title'),
      description: t('podcast.description'),
      author: museum,
      owner: podcastOwner(contact, museum),
      // The site's share image (the home page's, as for social cards), in its original size,
      // from the site's own origin.
      imageUrl: cover ? absoluteSiteUrl(originalImageHref(cover), siteOrigin().origin) : null,
      audioBytes: await audioBytes(episodes, measure),
    },
    episodes,
  );
}

export async function newsFeed(locale: Locale): Promise<string> {
  const [offers, press] = await Promise.all([
    getDigitalOfferEntries(locale),
    getPressReleaseEntries(locale),
  ]);
  const t = tableTranslator(feedServerMessages, locale);
  return newsFeedXml(
    {
      locale,
      origin: siteOrigin().origin,
      title: t('news.title'),
      description: t('news.description'),
      categories: { blog: t('category.blog'), press: t('category.press') },
    },
    offers,
    press,
  );
}
