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
      'Diese Website setzt nur notwendige Cookies. Statistik und Inhalte anderer Anbieter laden wir nur, wenn Sie zustimmen. Ihre Wahl können Sie jederzeit in den Cookie-Einstellungen in der Fußzeile ändern.',
    acceptAll: 'Alle akzeptieren',
    rejectOptional: 'Nur notwendige',
    openSettings: 'Einstellungen',
    save: 'Auswahl speichern',
    close: 'Schließen',
    footerLink: 'Cookie-Einstellungen',
    privacyPolicy: 'Datenschutzerklärung',
    'settings.heading': 'Cookie-Einstellungen',
    'settings.intro':
      'Hier entscheiden Sie, welche Dienste wir nutzen dürfen. Sie können Ihre Wahl jederzeit mit „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
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
    'description.necessary': 'Cookies, ohne die diese Website nicht funktioniert. Immer aktiv.',
    'description.analytics':
      'Erfasst, wie die Website genutzt wird, damit wir sie verbessern können.',
    'description.external':
      'Videos, Karten und Podcasts anderer Anbieter. Beim Laden erhält der Anbieter Ihre IP-Adresse und kann Cookies setzen.',
  },
  en: {
    'bar.heading': 'Cookies and external content',
    'bar.text':
      'This website only sets necessary cookies. We load statistics and content from other providers only if you agree. You can change your choice at any time in the cookie settings in the footer.',
    acceptAll: 'Accept all',
    rejectOptional: 'Necessary only',
    openSettings: 'Settings',
    save: 'Save choice',
    close: 'Close',
    footerLink: 'Cookie settings',
    privacyPolicy: 'Privacy policy',
    'settings.heading': 'Cookie settings',
    'settings.intro':
      'Choose which services we may use. You can change your choice at any time with “Cookie settings” at the end of every page.',
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
    'description.necessary': 'Cookies without which this website does not work. Always on.',
    'description.analytics': 'Records how the website is used so that we can improve it.',
    'description.external':
      'Videos, maps and podcasts from other providers. When they load, the provider receives your IP address and may set cookies.',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    consent: (typeof consentMessages)['de'];
  }
}
