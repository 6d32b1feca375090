/** UI strings (not content): German is the reference, English must have the same keys. */
const de = {
  'site.name': 'Zentralmuseum',
  'site.homeLink': 'Zentralmuseum – zur Startseite',
  'skipLink.label': 'Zum Inhalt springen',
  'menu.label': 'Hauptmenü',
  'menu.unavailable': 'Das Menü ist gerade nicht verfügbar.',
  'footer.label': 'Kontakt und Adresse',
  'footer.address': 'Adresse',
  'footer.phone': 'Telefon',
  'footer.mail': 'E-Mail',
  'footer.routePlanning': 'Route planen',
  'error.notFound.title': 'Seite nicht gefunden',
  'error.notFound.text': 'Wir können diese Seite nicht finden.',
  'error.server.title': 'Serverfehler',
  'error.server.text': 'Auf dem Server ist ein unerwarteter Fehler aufgetreten.',
  'error.homeLink': 'Zur Startseite',
  'error.statusLabel': 'Fehler {status}',
};

export type MessageKey = keyof typeof de;

const en: Record<MessageKey, string> = {
  'site.name': 'Zentralmuseum',
  'site.homeLink': 'Zentralmuseum – home page',
  'skipLink.label': 'Skip to content',
  'menu.label': 'Main menu',
  'menu.unavailable': 'The menu is not available right now.',
  'footer.label': 'Contact and address',
  'footer.address': 'Address',
  'footer.phone': 'Phone',
  'footer.mail': 'Email',
  'footer.routePlanning': 'Plan your route',
  'error.notFound.title': 'Page not found',
  'error.notFound.text': 'We cannot find this page.',
  'error.server.title': 'Server error',
  'error.server.text': 'The Server encountered an unexpected condition.',
  'error.homeLink': 'Go to the home page',
  'error.statusLabel': 'Error {status}',
};

export const messages = { de, en };
