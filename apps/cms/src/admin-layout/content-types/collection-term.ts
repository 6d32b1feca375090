import { defineLayout } from '../define';

export const termVocabularies: Record<string, [string, string]> = {
  'object-type': ['Objektart', 'Object type'],
  classification: ['Klassifikation', 'Classification'],
  material: ['Material', 'Material'],
  technique: ['Technik', 'Technique'],
  subject: ['Schlagwort', 'Subject'],
  role: ['Rolle', 'Role'],
};

export default defineLayout({
  uid: 'api::collection-term.collection-term',
  name: { de: 'Sammlungsbegriff', en: 'Collection term' },
  fields: {
    vocabulary: {
      label: 'Liste',
      description:
        'Zu welcher Liste der Begriff gehört: Objektart, Klassifikation, Material, Technik, Schlagwort oder Rolle.',
      enum: termVocabularies,
    },
    labelDe: {
      label: 'Begriff (Deutsch)',
      description: 'Wie der Begriff auf der deutschen Seite und im Filter steht.',
      placeholder: 'z. B. Dampfmaschine',
    },
    labelEn: {
      label: 'Begriff (Englisch)',
      description: 'Wie er auf der englischen Seite steht; leer: der deutsche Begriff.',
      placeholder: 'e.g. steam engine',
    },
    slug: {
      label: 'URL-Kürzel',
      description:
        'Kennung in Filteradressen der Sammlungssuche; aus dem deutschen Begriff erzeugt.',
    },
    conceptId: {
      label: 'Normdaten-URI',
      description:
        'Adresse des Begriffs in einem Normvokabular (Getty AAT, GND); der Import erkennt Begriffe daran wieder.',
      placeholder: 'http://vocab.getty.edu/aat/300024841',
    },
  },
  edit: [
    [
      ['labelDe', 6],
      ['labelEn', 6],
    ],
    [
      ['vocabulary', 6],
      ['slug', 6],
    ],
    [['conceptId', 12]],
  ],
  list: ['labelDe', 'labelEn', 'vocabulary', 'conceptId'],
  settings: { mainField: 'labelDe', defaultSortBy: 'labelDe', defaultSortOrder: 'ASC' },
});
