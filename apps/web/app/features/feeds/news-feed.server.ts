/**
 * Blog posts and press releases together as one RSS 2.0 feed, newest first. Pure, like the
 * podcast feed: the same content gives the same bytes.
 */
import { generateRssFeed, type RssFeed } from 'feedsmith';
import { intlLocale, type Locale } from '~/domain/locale';
import type { DigitalOffer, PressRelease } from '~/domain/types';
import { newsFeedPath } from '~/site/feed-paths';
import { href } from '~/site/paths';
import { itemDate, newestFirst, stableGuid, xmlCharactersOnly } from './feed-items';

/** Feed readers show the latest; older items stay on the site. */
export const NEWS_FEED_LIMIT = 50;

export interface NewsChannel {
  locale: Locale;
  /** The configured public origin (never the request's Host). */
  origin: string;
  title: string;
  description: string;
  /** The category names of the two kinds, in the feed's language. */
  categories: { blog: string; press: string };
}

interface NewsEntry {
  item: RssFeed.Item<Date>;
  date: Date | null;
}

function blogEntry(post: DigitalOffer, channel: NewsChannel): NewsEntry {
  const { locale, origin } = channel;
  const link = `${origin}${href('digitalOffer', { slug: post.slug }, locale)}`;
  const date = itemDate(post.publishedDate, post.revision);
  return {
    date,
    item: {
      title: post.title,
      link,
      description: post.teaserText ?? post.headline ?? undefined,
      guid: { value: stableGuid('digital-offer', post.revision, locale, link), isPermaLink: false },
      pubDate: date ?? undefined,
      categories: [{ name: channel.categories.blog }],
    },
  };
}

function pressEntry(release: PressRelease, channel: NewsChannel): NewsEntry {
  const { locale, origin } = channel;
  const link = `${origin}${href('pressDetail', { slug: release.slug }, locale)}`;
  const date = itemDate(release.date, release.revision);
  return {
    date,
    item: {
      title: release.title,
      link,
      description: release.teaserText ?? release.headline ?? undefined,
      guid: {
        value: stableGuid('press-release', release.revision, locale, link),
        isPermaLink: false,
      },
      pubDate: date ?? undefined,
      categories: [{ name: channel.categories.press }],
    },
  };
}

/** Blog posts among the digital offers and press releases (not press kits) of one language. */
export function newsFeedXml(
  channel: NewsChannel,
  offers: readonly DigitalOffer[],
  press: readonly PressRelease[],
): string {
  const { locale, origin } = channel;
  const entries = newestFirst([
    ...offers.filter((offer) => offer.type === 'Blog').map((post) => blogEntry(post, channel)),
    ...press
      .filter((release) => release.kind === 'release')
      .map((release) => pressEntry(release, channel)),
  ]).slice(0, NEWS_FEED_LIMIT);
  const xml = generateRssFeed({
    title: channel.title,
    link: `${origin}${href('home', {}, locale)}`,
    description: channel.description,
    language: intlLocale[locale],
    pubDate: entries[0]?.date ?? undefined,
    atom: {
      links: [
        { href: `${origin}${newsFeedPath(locale)}`, rel: 'self', type: 'application/rss+xml' },
      ],
    },
    items: entries.map(({ item }) => item),
  });
  return xmlCharactersOnly(xml);
}
