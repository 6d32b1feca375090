/** UI strings of the site footer (content comes from the CMS), German and English. */
import type { PartnerGroup } from '~/content/types';
import { useLocale } from '~/i18n/translate';
import type { Locale } from '~/site/locales';

const de = {
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
  imprint: 'Impressum',
  contact: 'Kontakt',
  partnerGroups: {
    media: 'Medienpartner',
    mobility: 'Mobilitätspartner',
    memberships: 'Mitgliedschaften',
    awards: 'Auszeichnungen',
  } satisfies Record<PartnerGroup, string>,
};

type FooterMessages = typeof de;

const en: FooterMessages = {
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
  imprint: 'Imprint',
  contact: 'Contact',
  partnerGroups: {
    media: 'Media partners',
    mobility: 'Mobility partners',
    memberships: 'Memberships',
    awards: 'Awards',
  },
};

export const footerMessages: Record<Locale, FooterMessages> = { de, en };

export function useFooterMessages(): FooterMessages {
  return footerMessages[useLocale()];
}
