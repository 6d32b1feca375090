import { defineLayout } from '../define';

export default defineLayout({
  uid: 'api::collection-maker.collection-maker',
  name: { de: 'Hersteller/in', en: 'Maker' },
  fields: {
    name: {
      label: 'Name',
      description:
        'Person oder Firma, wie sie auf der Seite steht: „Vorname Nachname“ oder Firmenname.',
    },
    slug: {
      label: 'URL-Kürzel',
      description: 'Kennung in Filteradressen der Sammlungssuche; aus dem Namen erzeugt.',
    },
    born: {
      label: 'Geboren / gegründet',
      description: 'Jahr; vor unserer Zeitrechnung negativ.',
    },
    died: {
      label: 'Gestorben / aufgelöst',
      description: 'Jahr; leer, wenn unbekannt oder noch lebend bzw. bestehend.',
    },
    gnd: {
      label: 'GND-Nummer',
      description:
        'Nummer in der Gemeinsamen Normdatei, ohne https://d-nb.info/gnd/; der Import erkennt die Person daran wieder.',
      placeholder: 'z. B. 118540238',
    },
    wikidata: {
      label: 'Wikidata-ID',
      description: 'Kennung bei Wikidata, beginnt mit Q.',
      placeholder: 'z. B. Q5582',
    },
  },
  edit: [
    [
      ['name', 6],
      ['slug', 6],
    ],
    [
      ['born', 6],
      ['died', 6],
    ],
    [
      ['gnd', 6],
      ['wikidata', 6],
    ],
  ],
  list: ['name', 'born', 'died', 'gnd'],
  settings: { mainField: 'name', defaultSortBy: 'name', defaultSortOrder: 'ASC' },
});
