import { common, defineLayout, factRows, facts } from '../define';

// Exhibitions have no duration of their own.
const { durationMinutes: _duration, ...factsWithoutDuration } = facts;

export default defineLayout({
  uid: 'api::exhibition.exhibition',
  name: { de: 'Ausstellung', en: 'Exhibition' },
  fields: {
    title: common.title,
    slug: common.slug,
    type: {
      label: 'Art',
      description: 'Dauerausstellung, Sonderausstellung oder Schauhaus.',
      enum: {
        permanent: ['Dauerausstellung', 'Permanent exhibition'],
        temporary: ['Sonderausstellung', 'Temporary exhibition'],
        schauhaus: ['Schauhaus', 'Schauhaus'],
      },
    },
    variant: {
      label: 'Sammlung',
      description:
        'Nur für Dauerausstellungen: Technik- oder Kunstsammlung (bestimmt die Gestaltung).',
      enum: {
        default: ['Standard', 'Standard'],
        tech: ['Technik', 'Technology'],
        art: ['Kunst', 'Art'],
      },
    },
    startDate: { label: 'Beginn', description: 'Tag der Eröffnung.' },
    endDate: { label: 'Ende', description: 'Letzter Tag; leer lassen, wenn unbefristet.' },
    seasonalColorRequired: {
      label: 'Saisonfarbe',
      description: 'An: die Seite erscheint in der Farbe der aktuellen Saison.',
    },
    place: {
      label: 'Ort',
      description: 'Wo im Museum die Ausstellung zu sehen ist.',
      placeholder: 'z. B. Schauhaus, Ebene 1',
    },
    headline: common.headline,
    image: common.image,
    gallery: { label: 'Bildergalerie', description: 'Weitere Bilder der Ausstellung.' },
    teaserText: common.teaserText,
    body: common.body,
    events: { label: 'Veranstaltungen', description: 'Veranstaltungen zu dieser Ausstellung.' },
    offers: {
      label: 'Führungen & Angebote',
      description: 'Führungen und Angebote zu dieser Ausstellung.',
    },
    ...factsWithoutDuration,
    info: {
      label: 'Eckdaten',
      description: 'Texte je Sprache zu Kosten, Anmeldung, Treffpunkt, Barrierefreiheit und mehr.',
    },
    accessibilityTags: common.accessibilityTags,
    seo: common.seo,
  },
  edit: [
    [
      ['title', 6],
      ['slug', 6],
    ],
    [
      ['type', 6],
      ['variant', 6],
    ],
    [
      ['startDate', 4],
      ['endDate', 4],
      ['seasonalColorRequired', 4],
    ],
    [
      ['place', 6],
      ['headline', 6],
    ],
    [
      ['image', 6],
      ['gallery', 6],
    ],
    [['teaserText', 12]],
    [['body', 12]],
    ...factRows({ duration: false }),
    [['info', 12]],
    [['accessibilityTags', 6]],
    [
      ['events', 6],
      ['offers', 6],
    ],
    [['seo', 12]],
  ],
  list: ['title', 'type', 'startDate', 'endDate'],
  settings: { mainField: 'title', defaultSortBy: 'startDate', defaultSortOrder: 'DESC' },
});
