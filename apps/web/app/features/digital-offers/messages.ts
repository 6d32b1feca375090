/** UI strings of the digital offers screens (de is the reference). */
import { defineMessages, type KeyOf, type Translate } from '~/i18n/translate';

export const offerMessages = defineMessages({
  de: {
    'filter.label': 'Digitale Angebote filtern',
    'filter.type': 'Art',
    'filter.allTypes': 'Alle',
    'filter.category': 'Kategorie',
    'filter.allCategories': 'Alle Kategorien',
    'filter.submit': 'Anzeigen',
    'filter.reset': 'Filter zurücksetzen',
    'filter.ignored.type': 'Die Art „{value}“ gibt es nicht; dieser Filter wurde ignoriert.',
    'filter.ignored.category':
      'Die Kategorie „{value}“ gibt es nicht; dieser Filter wurde ignoriert.',
    'filter.count': '{count, plural, one {# Angebot} other {# Angebote}}',
    'type.Blog': 'Blog',
    'type.Podcast': 'Podcast',
    'type.Video': 'Video',
    'type.Quiz': 'Quiz',
    'list.results': 'Digitale Angebote',
    'list.empty':
      'Zu dieser Auswahl gibt es zurzeit keine digitalen Angebote. Versuchen Sie einen anderen Filter.',
    'list.emptyAll': 'Bald gibt es hier neue digitale Angebote.',
    'offer.type': 'Art',
    'offer.author': 'Von {name}',
    'offer.published': 'Veröffentlicht am',
    'offer.categories': 'Kategorien',
    'offer.transcript': 'Text zur Folge',
    'author.offers': 'Angebote von {name}',
    'author.empty': 'Von {name} gibt es zurzeit keine digitalen Angebote.',
    'category.offers': 'Angebote in „{title}“',
    'category.empty': 'In dieser Kategorie gibt es zurzeit keine digitalen Angebote.',
    'category.all': 'Alle digitalen Angebote',
  },
  en: {
    'filter.label': 'Filter digital offers',
    'filter.type': 'Type',
    'filter.allTypes': 'All',
    'filter.category': 'Category',
    'filter.allCategories': 'All categories',
    'filter.submit': 'Show',
    'filter.reset': 'Reset filters',
    'filter.ignored.type': 'There is no type “{value}”; this filter was ignored.',
    'filter.ignored.category': 'There is no category “{value}”; this filter was ignored.',
    'filter.count': '{count, plural, one {# offer} other {# offers}}',
    'type.Blog': 'Blog',
    'type.Podcast': 'Podcast',
    'type.Video': 'Video',
    'type.Quiz': 'Quiz',
    'list.results': 'Digital offers',
    'list.empty':
      'There are no digital offers for this selection at the moment. Try another filter.',
    'list.emptyAll': 'New digital offers are coming soon.',
    'offer.type': 'Type',
    'offer.author': 'By {name}',
    'offer.published': 'Published on',
    'offer.categories': 'Categories',
    'offer.transcript': 'Episode text',
    'author.offers': 'Offers by {name}',
    'author.empty': 'There are no digital offers by {name} at the moment.',
    'category.offers': 'Offers in “{title}”',
    'category.empty': 'There are no digital offers in this category at the moment.',
    'category.all': 'All digital offers',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    offers: (typeof offerMessages)['de'];
  }
}

export type OfferMessageKey = KeyOf<'offers'>;
export type OfferTranslate = Translate<OfferMessageKey>;
