import { defineLayout } from '../define';

export default defineLayout({
  uid: 'hours.weekday',
  name: { de: 'Wochentag', en: 'Weekday hours' },
  fields: {
    weekday: {
      label: 'Wochentag',
      description: 'Für welchen Wochentag die Zeiten gelten.',
      enum: {
        monday: ['Montag', 'Monday'],
        tuesday: ['Dienstag', 'Tuesday'],
        wednesday: ['Mittwoch', 'Wednesday'],
        thursday: ['Donnerstag', 'Thursday'],
        friday: ['Freitag', 'Friday'],
        saturday: ['Samstag', 'Saturday'],
        sunday: ['Sonntag', 'Sunday'],
      },
    },
    closed: { label: 'Geschlossen', description: 'An: an diesem Wochentag geschlossen.' },
    opens: { label: 'Öffnet um', description: 'Ortszeit Berlin.' },
    closes: { label: 'Schließt um', description: 'Ortszeit Berlin.' },
  },
  edit: [
    [
      ['weekday', 6],
      ['closed', 4],
    ],
    [
      ['opens', 4],
      ['closes', 4],
    ],
  ],
  settings: { mainField: 'weekday' },
});
