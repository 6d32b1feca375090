/** UI strings of the header and menu (content comes from the CMS), German and English. */
import { defineMessages } from '~/i18n/translate';

export const menuMessages = defineMessages({
  de: {
    headerLabel: 'Schnellzugriff',
    home: 'Startseite',
    menuOpen: 'Menü',
    menuLabel: 'Hauptmenü',
    menuUnavailable: 'Das Menü ist gerade nicht verfügbar.',
    search: 'Suche',
    searchLabel: 'Suchbegriff',
    searchSubmit: 'Suchen',
    searchSuggestions: 'Häufig gesucht',
    external: '(extern)',
    sectionTeasers: 'Empfehlungen',
    socialLabel: 'Soziale Medien',
    accessibleLanguagesLabel: 'Gebärdensprache und Leichte Sprache',
    signLanguage: 'Gebärdensprache',
    easyLanguage: 'Leichte Sprache',
  },
  en: {
    headerLabel: 'Quick links',
    home: 'home page',
    menuOpen: 'Menu',
    menuLabel: 'Main menu',
    menuUnavailable: 'The menu is not available right now.',
    search: 'Search',
    searchLabel: 'Search term',
    searchSubmit: 'Search',
    searchSuggestions: 'Frequently searched',
    external: '(external)',
    sectionTeasers: 'Recommended',
    socialLabel: 'Social media',
    accessibleLanguagesLabel: 'Sign language and easy-to-read German',
    signLanguage: 'Sign language (DGS)',
    // The page is German only (Leichte Sprache): the link says so.
    easyLanguage: 'Easy-to-read German',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    menu: (typeof menuMessages)['de'];
  }
}
