import { defineLayout } from '../define';

const weekday = (name: string) => ({
  label: name,
  description: `An: jeden ${name}. Kein Tag gewählt = der Wochentag des ersten Termins.`,
});

export default defineLayout({
  uid: 'event.series',
  name: { de: 'Terminserie', en: 'Recurring dates' },
  fields: {
    frequency: {
      label: 'Wiederholung',
      description: 'Wöchentlich oder monatlich. Beginn und Ende oben sind der erste Termin.',
      enum: {
        weekly: ['Wöchentlich', 'Weekly'],
        monthly: ['Monatlich', 'Monthly'],
      },
    },
    interval: {
      label: 'Abstand',
      description: '1 = jede Woche bzw. jeden Monat, 2 = jede zweite … (höchstens 12).',
    },
    monday: weekday('Montag'),
    tuesday: weekday('Dienstag'),
    wednesday: weekday('Mittwoch'),
    thursday: weekday('Donnerstag'),
    friday: weekday('Freitag'),
    saturday: weekday('Samstag'),
    sunday: weekday('Sonntag'),
    weekOfMonth: {
      label: 'Woche im Monat',
      description:
        'Nur monatlich: der wievielte der gewählten Wochentage (z. B. erster Samstag). Leer = derselbe Tag im Monat wie der erste Termin.',
      enum: {
        first: ['Erster', 'First'],
        second: ['Zweiter', 'Second'],
        third: ['Dritter', 'Third'],
        fourth: ['Vierter', 'Fourth'],
        last: ['Letzter', 'Last'],
      },
    },
    until: {
      label: 'Letzter möglicher Tag',
      description: 'Die Serie endet an diesem Tag (einschließlich). Hat Vorrang vor der Anzahl.',
    },
    count: {
      label: 'Anzahl der Termine',
      description:
        'Statt eines Enddatums: nach so vielen Terminen endet die Serie. Beides leer = ohne Ende.',
    },
    changes: {
      label: 'Abgesagte und verlegte Termine',
      description:
        'Einzelne Termine der Serie, die ausfallen oder an einem anderen Tag stattfinden.',
    },
  },
  edit: [
    [
      ['frequency', 4],
      ['interval', 4],
      ['weekOfMonth', 4],
    ],
    [
      ['monday', 3],
      ['tuesday', 3],
      ['wednesday', 3],
      ['thursday', 3],
    ],
    [
      ['friday', 3],
      ['saturday', 3],
      ['sunday', 3],
    ],
    [
      ['until', 6],
      ['count', 6],
    ],
    [['changes', 12]],
  ],
  settings: { mainField: 'frequency' },
});
