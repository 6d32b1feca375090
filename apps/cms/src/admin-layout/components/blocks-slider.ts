import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.slider',
  name: { de: 'Bildergalerie', en: 'Slider' },
  fields: {
    title: { label: 'Überschrift', description: 'Überschrift der Galerie.' },
    images: {
      label: 'Bilder',
      description: 'Die Bilder in der Reihenfolge, in der sie erscheinen.',
    },
  },
  edit: [[['title', 6]], [['images', 12]]],
});
