/**
 * UI strings of the consent bar, the settings dialog and the embed placeholders. The editors'
 * texts (headings, explanations, services) come from the CMS; these are the controls and the
 * fallbacks used while the CMS cannot give its texts.
 */
import { defineMessages } from '~/i18n/translate';

export const consentMessages = defineMessages({
  de: {
    'bar.heading': 'Cookies und externe Inhalte',
    'bar.text':
      'Wir verwenden notwendige Cookies. Mit Ihrer Zustimmung zählen wir Besuche anonymisiert und laden Inhalte externer Anbieter wie Videos und Karten.',
    acceptAll: 'Alle akzeptieren',
    rejectOptional: 'Nur notwendige',
    openSettings: 'Einstellungen',
    save: 'Auswahl speichern',
    close: 'Schließen',
    footerLink: 'Cookie-Einstellungen',
    privacyPolicy: 'Datenschutzerklärung',
    'settings.heading': 'Cookie-Einstellungen',
    'settings.intro':
      'Hier entscheiden Sie, welche Dienste wir nutzen dürfen. Sie können Ihre Wahl jederzeit über den Link „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
    alwaysOn: 'Immer aktiv',
    allowCategory: '{category} erlauben',
    services: '{count, plural, one {# Dienst} other {# Dienste}}',
    'service.provider': 'Anbieter',
    'service.purpose': 'Zweck',
    'service.cookies': 'Cookies',
    'service.privacy': 'Datenschutzhinweise von {service}',
    'service.allow': '{service} erlauben',
    'category.necessary': 'Notwendig',
    'category.analytics': 'Statistik',
    'category.external': 'Externe Inhalte',
  },
  en: {
    'bar.heading': 'Cookies and external content',
    'bar.text':
      'We use necessary cookies. With your consent we count visits anonymously and load content from external providers such as videos and maps.',
    acceptAll: 'Accept all',
    rejectOptional: 'Necessary only',
    openSettings: 'Settings',
    save: 'Save choice',
    close: 'Close',
    footerLink: 'Cookie settings',
    privacyPolicy: 'Privacy policy',
    'settings.heading': 'Cookie settings',
    'settings.intro':
      'Choose which services we may use. You can change your choice at any time with the “Cookie settings” link at the end of every page.',
    alwaysOn: 'Always on',
    allowCategory: 'Allow {category}',
    services: '{count, plural, one {# service} other {# services}}',
    'service.provider': 'Provider',
    'service.purpose': 'Purpose',
    'service.cookies': 'Cookies',
    'service.privacy': 'Privacy information of {service}',
    'service.allow': 'Allow {service}',
    'category.necessary': 'Necessary',
    'category.analytics': 'Statistics',
    'category.external': 'External content',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    consent: (typeof consentMessages)['de'];
  }
}
