import { defineLayout } from '../define';

export const imageLicences: Record<string, [string, string]> = {
  'CC0-1.0': ['CC0 1.0 (gemeinfrei)', 'CC0 1.0 (public domain)'],
  'CC-BY-4.0': ['CC BY 4.0', 'CC BY 4.0'],
  'CC-BY-SA-4.0': ['CC BY-SA 4.0', 'CC BY-SA 4.0'],
  InC: ['Urheberrechtlich geschützt', 'In copyright'],
};

export default defineLayout({
  uid: 'collection.object-image',
  name: { de: 'Objektbild', en: 'Object image' },
  fields: {
    file: {
      label: 'Bild',
      description:
        'Die Bilddatei; Bildunterschrift, Bildnachweis und Alternativtext je Sprache tragen Sie in der Medienbibliothek beim Bild ein.',
    },
    licence: {
      label: 'Lizenz',
      description:
        'Unter welcher Lizenz das Bild steht; offen lizenzierte Bilder können Besucher herunterladen.',
      enum: imageLicences,
    },
    rightsHolder: {
      label: 'Rechteinhaber/in',
      description: 'Pflicht bei „Urheberrechtlich geschützt“; bei CC BY die Namensnennung.',
    },
    sourceUrl: {
      label: 'Herkunft',
      description: 'Adresse oder Pfad, von dem der Import das Bild geholt hat.',
      editable: false,
    },
    sourceHash: {
      label: 'Prüfsumme',
      description: 'Technischer Wert des Imports: dieselbe Datei wird nur einmal hochgeladen.',
      editable: false,
      visible: false,
    },
  },
  edit: [
    [['file', 12]],
    [
      ['licence', 6],
      ['rightsHolder', 6],
    ],
    [['sourceUrl', 12]],
  ],
  settings: { mainField: 'licence' },
});
