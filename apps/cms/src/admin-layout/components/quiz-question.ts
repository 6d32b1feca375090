import { defineLayout } from '../define';

export default defineLayout({
  uid: 'quiz.question',
  name: { de: 'Quizfrage', en: 'Quiz question' },
  fields: {
    question: { label: 'Frage', description: 'Die Frage, wie sie im Quiz steht.' },
    answers: {
      label: 'Antworten',
      description: 'Antwortmöglichkeiten; mindestens eine ist richtig.',
    },
    explanation: {
      label: 'Erklärung',
      description: 'Erscheint, nachdem die Antwort geprüft wurde.',
    },
  },
  edit: [[['question', 12]], [['answers', 12]], [['explanation', 12]]],
  settings: { mainField: 'question' },
});
