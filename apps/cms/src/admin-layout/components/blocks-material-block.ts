import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.material-block',
  name: { de: 'Materialblock', en: 'Material block' },
  fields: {
    title: { label: 'Überschrift', description: 'Überschrift des Blocks.' },
    items: { label: 'Materialien', description: 'Booklets, Videos, Pressekommentare, Downloads.' },
  },
  edit: [[['title', 6]], [['items', 12]]],
});
