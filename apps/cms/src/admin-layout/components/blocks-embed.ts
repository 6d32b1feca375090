import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.embed',
  name: { de: 'Eingebetteter Inhalt', en: 'Embed' },
  fields: {
    title: {
      label: 'Titel',
      description: 'Benennt den Inhalt für Screenreader und steht auf dem Platzhalter.',
      placeholder: 'z. B. Die Dampfmaschine von innen',
    },
    aspectRatio: {
      label: 'Seitenverhältnis',
      description: '16:9 für Videos, 4:3 oder 1:1 z. B. für Karten.',
      enum: {
        '16:9': ['16:9 (Video)', '16:9 (video)'],
        '4:3': ['4:3', '4:3'],
        '1:1': ['1:1 (quadratisch)', '1:1 (square)'],
      },
    },
    url: {
      label: 'Adresse beim Anbieter',
      description:
        'Seite des Inhalts beim Anbieter; ohne Zustimmung verlinkt der Platzhalter dorthin.',
      placeholder: 'https://www.youtube.com/watch?v=…',
    },
    embedUrl: {
      label: 'Adresse zum Einbetten',
      description:
        'Nur nötig, wenn sie nicht aus der Adresse oben folgt (bei YouTube, Vimeo, Spotify leer).',
    },
    poster: {
      label: 'Vorschaubild',
      description: 'Optionales Bild auf dem Platzhalter (vom Museum ausgeliefert).',
    },
    caption: { label: 'Bildunterschrift', description: 'Optionaler Text unter dem Inhalt.' },
  },
  edit: [
    [
      ['title', 6],
      ['aspectRatio', 6],
    ],
    [['url', 12]],
    [['embedUrl', 12]],
    [['poster', 6]],
    [['caption', 12]],
  ],
});
