import { common, defineLayout } from '../define';

export default defineLayout({
  uid: 'api::category.category',
  name: { de: 'Kategorie', en: 'Category' },
  fields: {
    title: { label: 'Name', description: 'Name der Kategorie, wie er im Filter steht.' },
    slug: common.slug,
    scope: {
      label: 'Verwendet bei',
      description: 'Wo die Kategorie als Filter erscheint.',
      enum: {
        event: ['Veranstaltungen', 'Events'],
        offer: ['Angebote', 'Offers'],
        discover: ['Entdecken', 'Discover'],
      },
    },
  },
  edit: [
    [
      ['title', 6],
      ['slug', 6],
    ],
    [['scope', 6]],
  ],
  list: ['title', 'scope', 'slug'],
  settings: { mainField: 'title', defaultSortBy: 'title', defaultSortOrder: 'ASC' },
});
