import { common, defineLayout } from '../define';

export default defineLayout({
  uid: 'api::target-group.target-group',
  name: { de: 'Zielgruppe', en: 'Target group' },
  fields: {
    title: {
      label: 'Name',
      description: 'Name der Zielgruppe, z. B. Familien (Filter „Für wen“).',
    },
    slug: common.slug,
  },
  edit: [
    [
      ['title', 6],
      ['slug', 6],
    ],
  ],
  list: ['title', 'slug'],
  settings: { mainField: 'title', defaultSortBy: 'title', defaultSortOrder: 'ASC' },
});
