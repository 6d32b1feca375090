import { defineLayout } from '../define';

export default defineLayout({
  uid: 'shared.download',
  name: { de: 'Download', en: 'Download' },
  fields: {
    title: { label: 'Titel', description: 'Titel des Materials.' },
    kind: {
      label: 'Art',
      description: 'Bestimmt Symbol und Beschriftung.',
      enum: {
        booklet: ['Booklet', 'Booklet'],
        video: ['Video', 'Video'],
        pressCommentary: ['Pressekommentar', 'Press commentary'],
        download: ['Download', 'Download'],
      },
    },
    file: {
      label: 'Datei',
      description: 'PDF, Bild oder andere Datei; leer lassen, wenn unten eine Adresse steht.',
    },
    url: {
      label: 'Externe Adresse',
      description: 'Zum Beispiel ein Video auf YouTube.',
      placeholder: 'https://…',
    },
    description: { label: 'Beschreibung', description: 'Ein kurzer Satz zum Material.' },
  },
  edit: [
    [
      ['title', 6],
      ['kind', 6],
    ],
    [
      ['file', 6],
      ['url', 6],
    ],
    [['description', 12]],
  ],
  settings: { mainField: 'title' },
});
