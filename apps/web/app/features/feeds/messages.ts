/** Texts of the podcast and news feeds: the feeds' own and those of the links to them. */
import { defineMessages, type KeyOf } from '~/i18n/translate';

/** The visible subscribe links (SubscribeLink.tsx). */
export const feedMessages = defineMessages({
  de: {
    'podcast.subscribe': 'Podcast abonnieren (RSS)',
    'news.subscribe': 'RSS-Feed',
    'news.subscribeLabel': 'RSS-Feed: Blog und Pressemitteilungen abonnieren',
  },
  en: {
    'podcast.subscribe': 'Subscribe to the podcast (RSS)',
    'news.subscribe': 'RSS feed',
    'news.subscribeLabel': 'RSS feed: subscribe to the blog and press releases',
  },
});

/**
 * The feeds' own texts and the titles of the feed links in a page's head: read on the server
 * only (tableTranslator), so not registered and never sent to the browser (decision 0028).
 */
export const feedServerMessages = defineMessages({
  de: {
    'podcast.title': 'Zentralmuseum – Der Podcast',
    'podcast.description':
      'Geschichten aus der Technik- und der Kunstsammlung des Zentralmuseums und aus dem Schauhaus: Gespräche mit Kurator:innen, Restaurator:innen und Gästen.',
    'podcast.linkTitle': 'Podcast des Zentralmuseums (RSS)',
    'news.title': 'Zentralmuseum – Blog und Pressemitteilungen',
    'news.description': 'Neue Blogbeiträge und Pressemitteilungen des Zentralmuseums.',
    'news.linkTitle': 'Blog und Pressemitteilungen des Zentralmuseums (RSS)',
    'category.blog': 'Blog',
    'category.press': 'Pressemitteilung',
  },
  en: {
    'podcast.title': 'Zentralmuseum – The Podcast',
    'podcast.description':
      "Stories from the Zentralmuseum's technology and art collections and from the Schauhaus: conversations with curators, conservators and guests.",
    'podcast.linkTitle': 'Zentralmuseum podcast (RSS)',
    'news.title': 'Zentralmuseum – Blog and press releases',
    'news.description': 'New blog posts and press releases of the Zentralmuseum.',
    'news.linkTitle': 'Zentralmuseum blog and press releases (RSS)',
    'category.blog': 'Blog',
    'category.press': 'Press release',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    feeds: (typeof feedMessages)['de'];
  }
}

export type FeedMessageKey = KeyOf<'feeds'>;
