import { defineLayout } from '../define';

export default defineLayout({
  uid: 'event.series-change',
  name: { de: 'Terminänderung', en: 'Changed date' },
  fields: {
    date: {
      label: 'Termin laut Serie',
      description: 'Der Tag, an dem der Termin nach der Regel stattfände.',
    },
    kind: {
      label: 'Änderung',
      description: 'Abgesagt: entfällt. Verlegt: findet zum neuen Beginn statt.',
      enum: {
        cancelled: ['Abgesagt', 'Cancelled'],
        moved: ['Verlegt', 'Moved'],
      },
    },
    newStart: {
      label: 'Neuer Beginn',
      description: 'Nur bei „Verlegt“: Datum und Uhrzeit (Ortszeit Berlin).',
    },
    newEnd: {
      label: 'Neues Ende',
      description: 'Nur bei „Verlegt“, optional; leer = gleiche Dauer wie geplant.',
    },
    noteDe: {
      label: 'Hinweis (deutsch)',
      description: 'Wird beim Termin angezeigt, z. B. der Grund.',
      placeholder: 'z. B. entfällt wegen Aufbauarbeiten',
    },
    noteEn: {
      label: 'Hinweis (englisch)',
      description: 'Dasselbe für die englische Seite.',
      placeholder: 'e.g. off because of set-up work',
    },
  },
  edit: [
    [
      ['date', 4],
      ['kind', 4],
    ],
    [
      ['newStart', 6],
      ['newEnd', 6],
    ],
    [
      ['noteDe', 6],
      ['noteEn', 6],
    ],
  ],
  settings: { mainField: 'date' },
});
