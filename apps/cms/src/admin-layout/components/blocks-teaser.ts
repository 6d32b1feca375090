import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.teaser',
  name: { de: 'Seitenteaser', en: 'Page teaser' },
  fields: {
    title: { label: 'Titel', description: 'Titel des Teasers.' },
    text: { label: 'Text', description: 'Ein, zwei Sätze, die neugierig machen.' },
    link: { label: 'Link', description: 'Wohin der Teaser führt.' },
    image: { label: 'Bild', description: 'Bild des Teasers.' },
  },
  edit: [[['title', 6]], [['text', 12]], [['link', 12]], [['image', 6]]],
});
