import { defineLayout } from '../define';

export default defineLayout({
  uid: 'api::consent-service.consent-service',
  name: { de: 'Cookie-Dienst', en: 'Consent service' },
  fields: {
    name: {
      label: 'Name',
      description: 'Name des Dienstes, wie Besucher ihn kennen; steht auf blockierten Inhalten.',
    },
    serviceId: {
      label: 'Kennung',
      description:
        'Kleinbuchstaben, Ziffern, Bindestriche; in allen Sprachen gleich; später nicht mehr ändern.',
      placeholder: 'z. B. youtube',
    },
    category: {
      label: 'Kategorie',
      description: 'Mit welcher Zustimmung der Dienst geladen wird.',
      enum: {
        necessary: ['Notwendig', 'Necessary'],
        analytics: ['Statistik', 'Analytics'],
        external: ['Externe Inhalte', 'External content'],
      },
    },
    order: {
      label: 'Reihenfolge',
      description: 'Platz in den Cookie-Einstellungen (klein = weiter vorn).',
    },
    provider: {
      label: 'Anbieter',
      description: 'Wer den Dienst betreibt (Firma und Sitz).',
      placeholder: 'z. B. Google Ireland Limited, Irland',
    },
    privacyUrl: {
      label: 'Datenschutzhinweise',
      description:
        'Adresse der Datenschutzhinweise des Anbieters (https://…) oder ein Pfad dieser Website.',
    },
    purpose: {
      label: 'Zweck',
      description: 'Wozu der Dienst dient und welche Daten dabei übertragen werden.',
    },
    cookies: {
      label: 'Cookies',
      description: 'Die Cookies des Dienstes mit Zweck und Speicherdauer; leer, wenn keine.',
    },
    hosts: {
      label: 'Server',
      description:
        'Servernamen, von denen eingebettete Inhalte laden, durch Komma oder Zeile getrennt.',
      placeholder: 'www.youtube-nocookie.com',
    },
  },
  edit: [
    [
      ['name', 6],
      ['serviceId', 6],
    ],
    [
      ['category', 6],
      ['order', 4],
    ],
    [
      ['provider', 6],
      ['privacyUrl', 6],
    ],
    [['purpose', 12]],
    [['cookies', 12]],
    [['hosts', 12]],
  ],
  list: ['name', 'serviceId', 'category', 'order'],
  settings: { mainField: 'name', defaultSortBy: 'order', defaultSortOrder: 'ASC' },
});
