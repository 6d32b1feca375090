import { common, defineLayout } from '../define';

export default defineLayout({
  uid: 'api::digital-offer.digital-offer',
  name: { de: 'Digitales Angebot', en: 'Digital offer' },
  fields: {
    title: common.title,
    slug: common.slug,
    type: {
      label: 'Format',
      description: 'Blogbeitrag, Podcast, Video oder Quiz.',
      enum: {
        Blog: ['Blogbeitrag', 'Blog post'],
        Podcast: ['Podcast', 'Podcast'],
        Video: ['Video', 'Video'],
        Quiz: ['Quiz', 'Quiz'],
      },
    },
    publishedDate: { label: 'Erschienen am', description: 'Datum für Anzeige und Sortierung.' },
    headline: common.headline,
    author: { label: 'Autor:in', description: 'Wer den Beitrag verfasst hat.' },
    image: common.image,
    teaserText: common.teaserText,
    body: common.body,
    audio: { label: 'Audiodatei', description: 'Die Tondatei des Podcasts.' },
    audioDurationSeconds: {
      label: 'Länge (Sekunden)',
      description: 'Länge der Audiodatei in Sekunden.',
    },
    videoUrl: {
      label: 'Video-Adresse',
      description:
        'Seite des Videos auf YouTube oder Vimeo; eingebettet wird erst nach Zustimmung.',
      placeholder: 'https://www.youtube.com/watch?v=…',
    },
    transcript: {
      label: 'Transkript',
      description: 'Der gesprochene Text von Podcast oder Video (Barrierefreiheit).',
    },
    quiz: { label: 'Quizfragen', description: 'Fragen mit Antworten; nur für das Format Quiz.' },
    categories: common.categories,
    seo: common.seo,
  },
  edit: [
    [
      ['title', 6],
      ['slug', 6],
    ],
    [
      ['type', 6],
      ['publishedDate', 4],
    ],
    [
      ['headline', 6],
      ['author', 6],
    ],
    [['image', 6]],
    [['teaserText', 12]],
    [['body', 12]],
    [
      ['audio', 6],
      ['audioDurationSeconds', 4],
    ],
    [['videoUrl', 12]],
    [['transcript', 12]],
    [['quiz', 12]],
    [['categories', 6]],
    [['seo', 12]],
  ],
  list: ['title', 'type', 'publishedDate', 'author'],
  settings: { mainField: 'title', defaultSortBy: 'publishedDate', defaultSortOrder: 'DESC' },
});
