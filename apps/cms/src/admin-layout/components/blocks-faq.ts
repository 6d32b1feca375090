import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.faq',
  name: { de: 'FAQ', en: 'FAQ' },
  fields: {
    title: { label: 'Überschrift', description: 'Überschrift der Liste.' },
    items: {
      label: 'Fragen und Antworten',
      description: 'Jede Frage lässt sich auf der Seite aufklappen.',
    },
  },
  edit: [[['title', 6]], [['items', 12]]],
});
