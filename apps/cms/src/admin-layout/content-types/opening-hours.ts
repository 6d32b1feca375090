import { defineLayout } from '../define';

export default defineLayout({
  uid: 'api::opening-hours.opening-hours',
  name: { de: 'Öffnungszeiten', en: 'Opening hours' },
  fields: {
    timezone: {
      label: 'Zeitzone',
      description: 'Zeitzone aller Uhrzeiten; normalerweise Europe/Berlin.',
    },
    weekly: {
      label: 'Wochentage',
      description: 'Öffnungszeit je Wochentag; fehlt ein Tag, ist geschlossen.',
    },
    exceptions: {
      label: 'Ausnahmetage',
      description: 'Abweichende Tage wie Feiertage und Schließtage.',
    },
  },
  edit: [[['timezone', 6]], [['weekly', 12]], [['exceptions', 12]]],
});
