import { common, defineLayout } from '../define';

export default defineLayout({
  uid: 'api::general-contact.general-contact',
  name: { de: 'Adresse & Kontakte', en: 'Address and contacts' },
  fields: {
    museumName: {
      label: 'Name des Museums',
      description: 'Wie das Museum in Fußzeile und Kontaktseite heißt.',
    },
    phone: { label: 'Telefon', description: 'Allgemeine Telefonnummer, wie sie angezeigt wird.' },
    mail: { label: 'E-Mail', description: 'Allgemeine E-Mail-Adresse.' },
    routePlanningUrl: {
      label: 'Routenplaner',
      description: 'Link zur Routenplanung, z. B. auf eine Karte.',
      placeholder: 'https://…',
    },
    address: { label: 'Anschrift', description: 'Jede Zeile der Anschrift in eine eigene Zeile.' },
    general: { label: 'Allgemeiner Kontakt', description: 'Kontakt in der Fußzeile.' },
    press: { label: 'Pressekontakt', description: 'Kontakt für die Presse.' },
    offers: { label: 'Kontakt für Führungen', description: 'Kontakt für Führungen und Angebote.' },
    imprintPage: {
      label: 'Impressum',
      description: 'Die Seite mit dem Impressum (Link in der Fußzeile).',
    },
    privacyPage: {
      label: 'Datenschutzerklärung',
      description:
        'Die Seite mit der Datenschutzerklärung (unter /datenschutz bzw. /en/privacy-policy).',
    },
    seo: common.seo,
  },
  edit: [
    [
      ['museumName', 6],
      ['phone', 6],
    ],
    [
      ['mail', 6],
      ['routePlanningUrl', 6],
    ],
    [['address', 12]],
    [['general', 12]],
    [['press', 12]],
    [['offers', 12]],
    [
      ['imprintPage', 6],
      ['privacyPage', 6],
    ],
    [['seo', 12]],
  ],
});
