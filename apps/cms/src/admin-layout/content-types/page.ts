import { common, defineLayout } from '../define';

export default defineLayout({
  uid: 'api::page.page',
  name: { de: 'Seite', en: 'Page' },
  fields: {
    title: common.title,
    slug: common.slug,
    section: {
      label: 'Bereich',
      description: 'Unter welchem Bereich die Seite erscheint; bestimmt ihre Adresse.',
      enum: {
        visit: ['Besuch', 'Visit'],
        museum: ['Museum', 'Museum'],
        accessibility: ['Barrierefreiheit', 'Accessibility'],
        none: ['Kein Bereich', 'No section'],
      },
    },
    order: {
      label: 'Reihenfolge',
      description: 'Platz in der Übersicht des Bereichs (klein = weiter vorn).',
    },
    headline: common.headline,
    image: common.image,
    teaserText: common.teaserText,
    blocks: { label: 'Inhalt', description: 'Der Inhalt der Seite, Block für Block.' },
    accessibilityTags: common.accessibilityTags,
    seo: common.seo,
  },
  edit: [
    [
      ['title', 6],
      ['slug', 6],
    ],
    [
      ['section', 6],
      ['order', 4],
    ],
    [['headline', 6]],
    [['image', 6]],
    [['teaserText', 12]],
    [['blocks', 12]],
    [['accessibilityTags', 6]],
    [['seo', 12]],
  ],
  list: ['title', 'section', 'order', 'slug'],
  settings: { mainField: 'title', defaultSortBy: 'title', defaultSortOrder: 'ASC' },
});
