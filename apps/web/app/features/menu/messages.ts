/** UI strings of the header and menu (content comes from the CMS), German and English. */
import { useLocale } from '~/i18n/translate';
import type { Locale } from '~/site/locales';

const de = {
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
};

type MenuMessages = typeof de;

const en: MenuMessages = {
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
};

export const menuMessages: Record<Locale, MenuMessages> = { de, en };

export function useMenuMessages(): MenuMessages {
  return menuMessages[useLocale()];
}
