import { defineLayout } from '../define';

export default defineLayout({
  uid: 'shared.seo',
  name: { de: 'SEO', en: 'SEO' },
  fields: {
    metaTitle: { label: 'Titel für Suchmaschinen', description: 'Leer = der Seitentitel.' },
    metaDescription: {
      label: 'Beschreibung für Suchmaschinen',
      description: 'Etwa 150 Zeichen, die in Suchergebnissen stehen.',
    },
    shareImage: { label: 'Vorschaubild', description: 'Bild beim Teilen in sozialen Medien.' },
  },
  edit: [[['metaTitle', 12]], [['metaDescription', 12]], [['shareImage', 6]]],
});
