/** UI strings of teasers, lists, pagination and the list screens (de is the reference). */
import { useLocale } from '~/i18n/translate';
import type { Locale } from '~/site/locales';

const de = {
  'teaser.highlight': 'Highlight',
  'teaser.categories': 'Kategorien',
  'teaser.targetGroups': 'Für wen',
  'type.exhibition': 'Ausstellung',
  'type.event': 'Veranstaltung',
  'type.offer': 'Angebot',
  'type.press': 'Presse',
  'type.discover': 'Digital',
  'type.permanent': 'Dauerausstellung',
  'type.temporary': 'Sonderausstellung',
  'type.schauhaus': 'Schauhaus',
  'type.guidedTour': 'Führung',
  'type.workshop': 'Workshop',
  'type.other': 'Angebot',
  'type.release': 'Pressemitteilung',
  'type.kit': 'Pressemappe',
  'variant.tech': 'Technik',
  'variant.art': 'Kunst',
  'pagination.label': 'Seiten',
  'pagination.previous': 'Vorherige Seite',
  'pagination.next': 'Nächste Seite',
  'pagination.page': 'Seite {page}',
  'pagination.status': 'Seite {page} von {count}',
  'list.empty': 'Zurzeit gibt es hier keine Einträge.',
  'home.current': 'Aktuell im Museum',
  'home.comingSoon': 'Demnächst',
  'home.discover': 'Programm entdecken',
  'home.currentLink': 'Alle Ausstellungen',
  'home.comingSoonLink': 'Zum Programm',
  'home.discoverLink': 'Alle digitalen Angebote',
  'home.currentEmpty': 'Heute gibt es keine Veranstaltungen – die Ausstellungen freuen sich auf Sie.',
  'home.comingSoonEmpty': 'Neue Termine folgen in Kürze.',
  'home.discoverEmpty': 'Bald gibt es hier neue digitale Angebote.',
  'exhibitions.current': 'Aktuelle Ausstellungen',
  'exhibitions.upcoming': 'Vorschau',
  'exhibitions.past': 'Rückblick',
  'exhibitions.currentEmpty': 'Gerade läuft keine Ausstellung. Schauen Sie bald wieder vorbei.',
  'exhibitions.upcomingEmpty': 'Neue Ausstellungen werden bald angekündigt.',
  'exhibitions.pastEmpty': 'Es gibt noch keine vergangenen Ausstellungen.',
  'exhibition.type': 'Art der Ausstellung',
  'exhibition.dates': 'Laufzeit',
  'exhibition.place': 'Ort',
  'exhibition.events': 'Veranstaltungen zur Ausstellung',
  'exhibition.offers': 'Angebote zur Ausstellung',
  'events.upcoming': 'Kommende Veranstaltungen',
  'events.empty': 'Zurzeit sind keine Veranstaltungen geplant.',
  'event.when': 'Wann',
  'event.place': 'Wo',
  'event.targetGroups': 'Für wen',
  'event.categories': 'Kategorien',
  'event.accessibility': 'Barrierefreiheit',
  'event.exhibition': 'Ausstellung',
  'event.offer': 'Angebot',
  'event.details': 'Auf einen Blick',
} as const;

export type ListMessageKey = keyof typeof de;

const en: Record<ListMessageKey, string> = {
  'teaser.highlight': 'Highlight',
  'teaser.categories': 'Categories',
  'teaser.targetGroups': 'For whom',
  'type.exhibition': 'Exhibition',
  'type.event': 'Event',
  'type.offer': 'Offer',
  'type.press': 'Press',
  'type.discover': 'Digital',
  'type.permanent': 'Permanent exhibition',
  'type.temporary': 'Temporary exhibition',
  'type.schauhaus': 'Schauhaus',
  'type.guidedTour': 'Guided tour',
  'type.workshop': 'Workshop',
  'type.other': 'Offer',
  'type.release': 'Press release',
  'type.kit': 'Press kit',
  'variant.tech': 'Technology',
  'variant.art': 'Art',
  'pagination.label': 'Pages',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page {page}',
  'pagination.status': 'Page {page} of {count}',
  'list.empty': 'There are no entries here at the moment.',
  'home.current': 'Currently in the museum',
  'home.comingSoon': 'Coming soon',
  'home.discover': 'Discover the programme',
  'home.currentLink': 'All exhibitions',
  'home.comingSoonLink': 'To the programme',
  'home.discoverLink': 'All digital offers',
  'home.currentEmpty': 'No events today – the exhibitions look forward to your visit.',
  'home.comingSoonEmpty': 'New dates will follow soon.',
  'home.discoverEmpty': 'New digital offers are coming soon.',
  'exhibitions.current': 'Current exhibitions',
  'exhibitions.upcoming': 'Preview',
  'exhibitions.past': 'Review',
  'exhibitions.currentEmpty': 'No exhibition is running right now. Please come back soon.',
  'exhibitions.upcomingEmpty': 'New exhibitions will be announced soon.',
  'exhibitions.pastEmpty': 'There are no past exhibitions yet.',
  'exhibition.type': 'Type of exhibition',
  'exhibition.dates': 'Dates',
  'exhibition.place': 'Place',
  'exhibition.events': 'Events of the exhibition',
  'exhibition.offers': 'Offers of the exhibition',
  'events.upcoming': 'Upcoming events',
  'events.empty': 'No events are planned at the moment.',
  'event.when': 'When',
  'event.place': 'Where',
  'event.targetGroups': 'For whom',
  'event.categories': 'Categories',
  'event.accessibility': 'Accessibility',
  'event.exhibition': 'Exhibition',
  'event.offer': 'Offer',
  'event.details': 'At a glance',
};

const messages: Record<Locale, Record<ListMessageKey, string>> = { de, en };

export type ListTranslate = (key: ListMessageKey, values?: Record<string, string | number>) => string;

export function listTranslator(locale: Locale): ListTranslate {
  return (key, values = {}) =>
    messages[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
}

export function useListTranslate(): ListTranslate {
  return listTranslator(useLocale());
}

/** The label of a teaser's type: the item type if known, else its kind. */
export function typeLabel(t: ListTranslate, contentType: string, type: string | null): string {
  const key = `type.${type ?? ''}`;
  if (type && key in de) return t(key as ListMessageKey);
  if (type && contentType === 'discover') return type;
  return t(`type.${contentType}` as ListMessageKey);
}
