import type { FieldText } from '../define';
import { defineLayout } from '../define';

// Field name → the overview screen (German title, path) whose intro it holds.
const screens: [string, string, string][] = [
  ['exhibitions', 'Ausstellungen', '/ausstellungen'],
  ['events', 'Veranstaltungen', '/veranstaltungen'],
  ['programme', 'Programm', '/programm'],
  ['guidedTours', 'Führungen', '/fuehrungen'],
  ['digitalOffers', 'Digitale Angebote', '/digitale-angebote'],
  ['pressList', 'Presse', '/presse'],
  ['contact', 'Kontakt', '/kontakt'],
  ['search', 'Suche', '/suche'],
  ['today', 'Heute im Museum', '/heute'],
  ['visit', 'Besuch', '/besuch'],
  ['museum', 'Museum', '/museum'],
  ['accessibility', 'Barrierefreiheit', '/barrierefreiheit'],
];

const fields: Record<string, FieldText> = Object.fromEntries(
  screens.map(([field, title, path]) => [
    field,
    {
      label: title,
      description: `Einleitung der Seite ${title} (${path}); leer: keine Einleitung.`,
    },
  ]),
);

export default defineLayout({
  uid: 'api::overview-intro.overview-intro',
  name: { de: 'Einleitungen der Übersichten', en: 'Overview intros' },
  fields,
  // Two intros side by side, in the order of the screens.
  edit: screens
    .map(([field]) => field)
    .reduce<[string, number][][]>((rows, field, index) => {
      if (index % 2 === 0) rows.push([]);
      rows[rows.length - 1].push([field, 6]);
      return rows;
    }, []),
});
