import { defineLayout } from '../define';

export default defineLayout({
  uid: 'hours.exception',
  name: { de: 'Ausnahmetag', en: 'Exception day' },
  fields: {
    date: { label: 'Datum', description: 'Der Tag, der abweicht.' },
    closed: { label: 'Geschlossen', description: 'An: an diesem Tag geschlossen.' },
    opens: { label: 'Öffnet um', description: 'Ortszeit Berlin.' },
    closes: { label: 'Schließt um', description: 'Ortszeit Berlin.' },
    labelDe: {
      label: 'Anlass (deutsch)',
      description: 'Wird neben dem Tag angezeigt.',
      placeholder: 'z. B. Heiligabend',
    },
    labelEn: {
      label: 'Anlass (englisch)',
      description: 'Dasselbe für die englische Seite.',
      placeholder: 'e.g. Christmas Eve',
    },
  },
  edit: [
    [
      ['date', 4],
      ['closed', 4],
    ],
    [
      ['opens', 4],
      ['closes', 4],
    ],
    [
      ['labelDe', 6],
      ['labelEn', 6],
    ],
  ],
  settings: { mainField: 'labelDe' },
});
