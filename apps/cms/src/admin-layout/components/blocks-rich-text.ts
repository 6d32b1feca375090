import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.rich-text',
  name: { de: 'Text', en: 'Rich text' },
  fields: {
    body: { label: 'Text', description: 'Formatierter Text mit Überschriften, Listen und Links.' },
  },
  edit: [[['body', 12]]],
});
