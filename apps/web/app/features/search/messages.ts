/**
 * UI texts of the search results page (its own catalogue part: only that page needs them). The
 * field, its suggestions and the type labels are in the frame's `common` texts: the menu has them
 * on every page.
 */
import { defineMessages } from '~/i18n/translate';

export const searchMessages = defineMessages({
  de: {
    prompt:
      'Wonach suchen Sie? Geben Sie ein Wort ein, zum Beispiel einen Titel, ein Thema oder einen Namen.',
    count: '{count, plural, one {# Ergebnis} other {# Ergebnisse}} für „{text}“',
    truncated:
      'Ihr Suchbegriff war länger als 200 Zeichen. Gesucht wurde nur nach den ersten 200 Zeichen.',
    filterLabel: 'Ergebnisse nach Art',
    filterAll: 'Alle',
    past: 'Vergangen',
    didYouMean: 'Meinten Sie',
    nextSteps: 'Prüfen Sie die Schreibweise, versuchen Sie ein anderes Wort oder stöbern Sie hier:',
    programmeLink: 'Alle Termine im Programm',
    exhibitionsLink: 'Alle Ausstellungen',
    unavailable: 'Die Suche ist gerade nicht erreichbar.',
    unavailableText:
      'Bitte versuchen Sie es in ein paar Minuten noch einmal. Bis dahin finden Sie hier, was im Museum los ist:',
  },
  en: {
    prompt: 'What are you looking for? Enter a word, for example a title, a topic or a name.',
    count: '{count, plural, one {# result} other {# results}} for “{text}”',
    truncated:
      'Your search term was longer than 200 characters. Only the first 200 characters were searched for.',
    filterLabel: 'Results by type',
    filterAll: 'All',
    past: 'Past',
    didYouMean: 'Did you mean',
    nextSteps: 'Check the spelling, try another word or browse here:',
    programmeLink: 'All dates in the programme',
    exhibitionsLink: 'All exhibitions',
    unavailable: 'The search is not available right now.',
    unavailableText:
      'Please try again in a few minutes. Until then, this is where to find what is on at the museum:',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    search: (typeof searchMessages)['de'];
  }
}
