import { defineLayout } from '../define';

const color = (label: string, what: string) => ({
  label,
  description: `Farbe für ${what} als Hex-Wert.`,
  placeholder: '#E4003A',
});

export default defineLayout({
  uid: 'season.season',
  name: { de: 'Saison', en: 'Season' },
  fields: {
    name: { label: 'Name', description: 'Name der Saison.', placeholder: 'z. B. Sommer 2026' },
    startDate: { label: 'Beginn', description: 'Erster Tag der Saison.' },
    endDate: { label: 'Ende', description: 'Letzter Tag der Saison.' },
    exhibitionColor: color('Farbe Ausstellungen', 'Ausstellungen'),
    schauhausColor: color('Farbe Schauhaus', 'das Schauhaus'),
    corporateColor: color('Hausfarbe', 'das ganze Haus'),
  },
  edit: [
    [['name', 6]],
    [
      ['startDate', 4],
      ['endDate', 4],
    ],
    [
      ['exhibitionColor', 4],
      ['schauhausColor', 4],
      ['corporateColor', 4],
    ],
  ],
  settings: { mainField: 'name' },
});
