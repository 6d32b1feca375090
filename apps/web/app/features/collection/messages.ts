/**
 * UI texts of the collection online (catalogue part `collection`): the search page, its facets
 * and the object cards, and the exhibition page's row of objects.
 */
import { defineMessages } from '~/i18n/translate';

export const collectionMessages = defineMessages({
  de: {
    // ---- search page (h68) ----
    intro:
      'Durchsuchen Sie die Objekte des Zentralmuseums: Maschinen, Modelle, Instrumente, Fotografien, Gemälde und Plakate.',
    searchLabel: 'In der Sammlung suchen',
    formLabel: 'Sammlungssuche',
    searchHint: 'Titel, Hersteller/in, Material oder Inventarnummer',
    searchButton: 'Suchen',
    filtersHeading: 'Eingrenzen',
    applyFilters: 'Filter anwenden',
    resetAll: 'Alle Filter entfernen',
    activeFilters: 'Aktive Filter',
    removeFilter: 'Filter entfernen: {label}',
    removeText: 'Suchbegriff entfernen: {text}',
    'facet.objectType': 'Objektart',
    'facet.maker': 'Hersteller/in',
    'facet.material': 'Material',
    'facet.century': 'Jahrhundert',
    'facet.onDisplay': 'Zurzeit ausgestellt',
    'facet.hasImage': 'Mit Abbildung',
    'facet.licence': 'Bildlizenz',
    'facet.exhibition': 'Ausstellung',
    facetCount: '{count, plural, one {# Objekt} other {# Objekte}}',
    'value.onDisplay': 'Nur Objekte, die zurzeit ausgestellt sind',
    'value.hasImage': 'Nur Objekte mit Abbildung',
    century: '{century, select, neg {{number}. Jahrhundert v. Chr.} other {{number}. Jahrhundert}}',
    'licence.CC0-1.0': 'Gemeinfrei (CC0)',
    'licence.CC-BY-4.0': 'CC BY 4.0',
    'licence.CC-BY-SA-4.0': 'CC BY-SA 4.0',
    'licence.InC': 'Urheberrechtlich geschützt',
    sortLabel: 'Sortieren nach',
    'sort.relevance': 'Relevanz',
    'sort.date': 'Datierung (älteste zuerst)',
    'sort.inventory': 'Inventarnummer',
    sortRelevanceNeedsText: 'Relevanz (nur mit Suchbegriff)',
    resultCount: '{count, plural, =0 {Keine Objekte} one {# Objekt} other {# Objekte}}',
    resultCountFor:
      '{count, plural, =0 {Keine Objekte} one {# Objekt} other {# Objekte}} für „{text}“',
    resultsLabel: 'Suchergebnisse',
    noResults: 'Keine Objekte gefunden.',
    noResultsHint:
      'Prüfen Sie die Schreibweise, versuchen Sie ein anderes Wort oder entfernen Sie Filter.',
    unavailable: 'Die Sammlungssuche ist gerade nicht erreichbar.',
    unavailableText: 'Bitte versuchen Sie es in ein paar Minuten noch einmal.',
    inventoryNumber: 'Inventarnummer {number}',
    noImage: 'Keine Abbildung',
    germanOnly: 'Nur auf Deutsch',
    // ---- exhibition page (h68) ----
    exhibitionObjects: 'Objekte in dieser Ausstellung',
    exhibitionObjectsAll:
      '{count, plural, one {Das Objekt} other {Alle # Objekte}} dieser Ausstellung in der Sammlung online',
  },
  en: {
    intro:
      'Search the objects of the Zentralmuseum: machines, models, instruments, photographs, paintings and posters.',
    searchLabel: 'Search the collection',
    formLabel: 'Collection search',
    searchHint: 'Title, maker, material or inventory number',
    searchButton: 'Search',
    filtersHeading: 'Refine',
    applyFilters: 'Apply filters',
    resetAll: 'Remove all filters',
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter: {label}',
    removeText: 'Remove search term: {text}',
    'facet.objectType': 'Object type',
    'facet.maker': 'Maker',
    'facet.material': 'Material',
    'facet.century': 'Century',
    'facet.onDisplay': 'On display now',
    'facet.hasImage': 'With image',
    'facet.licence': 'Image licence',
    'facet.exhibition': 'Exhibition',
    facetCount: '{count, plural, one {# object} other {# objects}}',
    'value.onDisplay': 'Only objects on display now',
    'value.hasImage': 'Only objects with an image',
    century:
      '{century, select, neg {{number, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} century BC} other {{number, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} century}}',
    'licence.CC0-1.0': 'Public domain (CC0)',
    'licence.CC-BY-4.0': 'CC BY 4.0',
    'licence.CC-BY-SA-4.0': 'CC BY-SA 4.0',
    'licence.InC': 'In copyright',
    sortLabel: 'Sort by',
    'sort.relevance': 'Relevance',
    'sort.date': 'Date (oldest first)',
    'sort.inventory': 'Inventory number',
    sortRelevanceNeedsText: 'Relevance (with a search term only)',
    resultCount: '{count, plural, =0 {No objects} one {# object} other {# objects}}',
    resultCountFor:
      '{count, plural, =0 {No objects} one {# object} other {# objects}} for “{text}”',
    resultsLabel: 'Search results',
    noResults: 'No objects found.',
    noResultsHint: 'Check the spelling, try another word or remove filters.',
    unavailable: 'The collection search is not available right now.',
    unavailableText: 'Please try again in a few minutes.',
    inventoryNumber: 'Inventory number {number}',
    noImage: 'No image',
    germanOnly: 'German only',
    exhibitionObjects: 'Objects in this exhibition',
    exhibitionObjectsAll:
      '{count, plural, one {The object} other {All # objects}} of this exhibition in the collection online',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    collection: (typeof collectionMessages)['de'];
  }
}
