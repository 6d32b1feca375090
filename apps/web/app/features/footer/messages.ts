/** UI strings of the site footer (content comes from the CMS), German and English. */
import { defineMessages } from '~/i18n/translate';

export const footerMessages = defineMessages({
  de: {
    label: 'Kontakt und Service',
    contactTitle: 'Kontakt',
    address: 'Adresse',
    phone: 'Telefon',
    mail: 'E-Mail',
    routePlanning: 'Route planen',
    external: '(extern)',
    partnersTitle: 'Partner und Auszeichnungen',
    legalLabel: 'Rechtliches und Kontakt',
    privacyPolicy: 'Datenschutz',
    accessibilityStatement: 'Erklärung zur Barrierefreiheit',
    imprint: 'Impressum',
    contact: 'Kontakt',
    reportBarrier: 'Barriere auf dieser Seite melden',
    'partnerGroups.media': 'Medienpartner',
    'partnerGroups.mobility': 'Mobilitätspartner',
    'partnerGroups.memberships': 'Mitgliedschaften',
    'partnerGroups.awards': 'Auszeichnungen',
  },
  en: {
    label: 'Contact and service',
    contactTitle: 'Contact',
    address: 'Address',
    phone: 'Phone',
    mail: 'Email',
    routePlanning: 'Plan your route',
    external: '(external)',
    partnersTitle: 'Partners and awards',
    legalLabel: 'Legal and contact',
    privacyPolicy: 'Privacy policy',
    accessibilityStatement: 'Accessibility statement',
    imprint: 'Imprint',
    contact: 'Contact',
    reportBarrier: 'Report a barrier on this page',
    'partnerGroups.media': 'Media partners',
    'partnerGroups.mobility': 'Mobility partners',
    'partnerGroups.memberships': 'Memberships',
    'partnerGroups.awards': 'Awards',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    footer: (typeof footerMessages)['de'];
  }
}
