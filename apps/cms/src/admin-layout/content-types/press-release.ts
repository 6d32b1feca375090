import { common, defineLayout } from '../define';

export default defineLayout({
  uid: 'api::press-release.press-release',
  name: { de: 'Pressemitteilung', en: 'Press release' },
  fields: {
    title: common.title,
    slug: common.slug,
    kind: {
      label: 'Art',
      description: 'Pressemitteilung oder Pressemappe.',
      enum: { release: ['Pressemitteilung', 'Press release'], kit: ['Pressemappe', 'Press kit'] },
    },
    date: { label: 'Datum', description: 'Datum der Mitteilung.' },
    headline: common.headline,
    image: common.image,
    teaserText: common.teaserText,
    body: common.body,
    downloads: {
      label: 'Downloads',
      description: 'Pressematerial zum Herunterladen (Texte, Bilder).',
    },
    contact: { label: 'Pressekontakt', description: 'Ansprechpartner:in für Rückfragen.' },
    seo: common.seo,
  },
  edit: [
    [
      ['title', 6],
      ['slug', 6],
    ],
    [
      ['kind', 6],
      ['date', 4],
    ],
    [['headline', 6]],
    [['image', 6]],
    [['teaserText', 12]],
    [['body', 12]],
    [['downloads', 12]],
    [['contact', 12]],
    [['seo', 12]],
  ],
  list: ['title', 'kind', 'date'],
  settings: { mainField: 'title', defaultSortBy: 'date', defaultSortOrder: 'DESC' },
});
