import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.faq-item',
  name: { de: 'FAQ-Eintrag', en: 'FAQ item' },
  fields: {
    question: { label: 'Frage', description: 'Die Frage, wie Besucher sie stellen.' },
    answer: { label: 'Antwort', description: 'Die Antwort darauf.' },
  },
  edit: [[['question', 12]], [['answer', 12]]],
  settings: { mainField: 'question' },
});
