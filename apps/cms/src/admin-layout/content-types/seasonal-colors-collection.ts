import { defineLayout } from '../define';

export default defineLayout({
  uid: 'api::seasonal-colors-collection.seasonal-colors-collection',
  name: { de: 'Saisonfarben', en: 'Seasonal colours' },
  fields: {
    seasons: {
      label: 'Saisons',
      description: 'Die Saisons mit ihren Farben; sie sollten sich nicht überschneiden.',
    },
  },
  edit: [[['seasons', 12]]],
});
