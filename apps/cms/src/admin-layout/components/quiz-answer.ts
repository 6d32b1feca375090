import { defineLayout } from '../define';

export default defineLayout({
  uid: 'quiz.answer',
  name: { de: 'Quiz-Antwort', en: 'Quiz answer' },
  fields: {
    text: { label: 'Antwort', description: 'Der Text der Antwortmöglichkeit.' },
    correct: { label: 'Richtig', description: 'An: diese Antwort ist richtig.' },
  },
  edit: [
    [
      ['text', 8],
      ['correct', 4],
    ],
  ],
  settings: { mainField: 'text' },
});
