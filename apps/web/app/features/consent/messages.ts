/**
 * UI strings of the consent bar, the settings dialog and the embed placeholders. The editors'
 * texts (headings, explanations, services) come from the CMS; these are the controls and the
 * fallbacks used while the CMS cannot give its texts.
 */
import { defineMessages } from '~/i18n/translate';

export const consentMessages = defineMessages({
  de: {
    acceptAll: 'Alle akzeptieren',
    rejectOptional: 'Nur notwendige',
    openSettings: 'Einstellungen',
    save: 'Auswahl speichern',
    close: 'Schließen',
    footerLink: 'Cookie-Einstellungen',
    privacyPolicy: 'Datenschutzerklärung',
    alwaysOn: 'Immer aktiv',
    allowCategory: '{category} erlauben',
    services: '{count, plural, one {# Dienst} other {# Dienste}}',
    'service.provider': 'Anbieter',
    'service.purpose': 'Zweck',
    'service.cookies': 'Cookies',
    'service.privacy': 'Datenschutzhinweise von {service}',
    'service.allow': '{service} erlauben',
  },
  en: {
    acceptAll: 'Accept all',
    rejectOptional: 'Necessary only',
    openSettings: 'Settings',
    save: 'Save choice',
    close: 'Close',
    footerLink: 'Cookie settings',
    privacyPolicy: 'Privacy policy',
    alwaysOn: 'Always on',
    allowCategory: 'Allow {category}',
    services: '{count, plural, one {# service} other {# services}}',
    'service.provider': 'Provider',
    'service.purpose': 'Purpose',
    'service.cookies': 'Cookies',
    'service.privacy': 'Privacy information of {service}',
    'service.allow': 'Allow {service}',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    consent: (typeof consentMessages)['de'];
  }
}
