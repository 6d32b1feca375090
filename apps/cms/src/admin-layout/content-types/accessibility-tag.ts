import { common, defineLayout } from '../define';

export default defineLayout({
  uid: 'api::accessibility-tag.accessibility-tag',
  name: { de: 'Barrierefreiheits-Merkmal', en: 'Accessibility tag' },
  fields: {
    title: { label: 'Name', description: 'Anzeigename des Merkmals.' },
    slug: common.slug,
    key: {
      label: 'Merkmal',
      description: 'Welches Merkmal gemeint ist; bestimmt das Symbol.',
      enum: {
        signLanguage: ['Gebärdensprache', 'Sign language'],
        simpleLanguage: ['Leichte Sprache', 'Easy-to-read language'],
        accessible: ['Barrierefrei', 'Accessible'],
      },
    },
  },
  edit: [
    [
      ['title', 6],
      ['slug', 6],
    ],
    [['key', 6]],
  ],
  list: ['title', 'key', 'slug'],
  settings: { mainField: 'title', defaultSortBy: 'title', defaultSortOrder: 'ASC' },
});
