import { defineLayout } from '../define';

export default defineLayout({
  uid: 'shared.contact',
  name: { de: 'Kontakt', en: 'Contact' },
  fields: {
    title: {
      label: 'Überschrift',
      description: 'Wofür der Kontakt da ist, z. B. „Presse“ oder „Buchung“.',
    },
    name: { label: 'Name', description: 'Name der Person oder Abteilung.' },
    phone: { label: 'Telefon', description: 'Telefonnummer, wie sie angezeigt werden soll.' },
    mail: { label: 'E-Mail', description: 'E-Mail-Adresse.' },
    text: { label: 'Zusatztext', description: 'Zum Beispiel, wann jemand erreichbar ist.' },
  },
  edit: [
    [
      ['title', 6],
      ['name', 6],
    ],
    [
      ['phone', 6],
      ['mail', 6],
    ],
    [['text', 12]],
  ],
  settings: { mainField: 'title' },
});
