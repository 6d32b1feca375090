import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.contact-list',
  name: { de: 'Kontaktliste', en: 'Contact list' },
  fields: {
    title: { label: 'Überschrift', description: 'Überschrift der Liste.' },
    contacts: { label: 'Kontakte', description: 'Die Ansprechpartnerinnen und Ansprechpartner.' },
  },
  edit: [[['title', 6]], [['contacts', 12]]],
});
