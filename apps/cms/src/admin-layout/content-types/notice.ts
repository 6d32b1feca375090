import { defineLayout } from '../define';

export default defineLayout({
  uid: 'api::notice.notice',
  name: { de: 'Aktueller Hinweis', en: 'Urgent notice' },
  fields: {
    text: {
      label: 'Hinweistext',
      description:
        'Ein bis zwei kurze Sätze ohne Formatierung, höchstens 280 Zeichen; erscheint oben auf jeder Seite.',
      placeholder: 'z. B. Heute wegen eines Wasserschadens geschlossen.',
    },
    severity: {
      label: 'Art',
      description: 'Information (blau) oder Warnung (orange, z. B. eine Schließung).',
      enum: {
        info: ['Information', 'Information'],
        warning: ['Warnung', 'Warning'],
      },
    },
    startsAt: {
      label: 'Sichtbar ab',
      description:
        'Ab wann der Hinweis auf der Website steht (Uhrzeit in Berlin); veröffentlicht muss er außerdem sein.',
    },
    endsAt: {
      label: 'Sichtbar bis',
      description:
        'Ab wann er von selbst verschwindet (Uhrzeit in Berlin); muss nach „Sichtbar ab“ liegen.',
    },
    linkUrl: {
      label: 'Link (optional)',
      description:
        'Seite mit mehr Informationen: ein Pfad dieser Website (/besuch/zeiten-preise) oder https://…',
      placeholder: '/besuch/zeiten-preise',
    },
    linkLabel: {
      label: 'Linktext (optional)',
      description: 'Text des Links; leer: „Mehr erfahren“ / „Learn more“.',
    },
  },
  edit: [
    [['text', 12]],
    [
      ['severity', 4],
      ['startsAt', 4],
      ['endsAt', 4],
    ],
    [
      ['linkUrl', 8],
      ['linkLabel', 4],
    ],
  ],
  list: ['text', 'severity', 'startsAt', 'endsAt'],
  settings: { mainField: 'text', defaultSortBy: 'startsAt', defaultSortOrder: 'DESC' },
});
