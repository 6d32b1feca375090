/**
 * The feeds a page advertises in its head (`frame.feeds`), titled in the page language.
 * Loaders call these; the visible subscribe links use the same paths.
 */
import type { Locale } from '~/domain/locale';
import { tableTranslator } from '~/i18n/translate';
import { newsFeedPath, podcastFeedPath } from '~/site/feed-paths';
import type { FeedLink } from '~/site/page-frame';
import { feedServerMessages } from './messages';

export function podcastFeedLink(locale: Locale): FeedLink {
  return {
    type: 'application/rss+xml',
    title: tableTranslator(feedServerMessages, locale)('podcast.linkTitle'),
    path: podcastFeedPath(locale),
  };
}

export function newsFeedLink(locale: Locale): FeedLink {
  return {
    type: 'application/rss+xml',
    title: tableTranslator(feedServerMessages, locale)('news.linkTitle'),
    path: newsFeedPath(locale),
  };
}

/**
 * The id of an episode page's transcript heading: the podcast feed links the transcript as
 * `episode-url#…`, so both places take it from here.
 */
export const transcriptAnchor = 'transcript-heading';
