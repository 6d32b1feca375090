import { common, defineLayout } from '../define';

export default defineLayout({
  uid: 'api::home.home',
  name: { de: 'Startseite', en: 'Home page' },
  fields: {
    title: { label: 'Titel', description: 'Titel der Startseite.' },
    intro: { label: 'Einleitung', description: 'Einleitender Text unter dem Titel.' },
    image: {
      label: 'Bild',
      description:
        'Großes Bild der Startseite; den Alternativtext je Sprache tragen Sie in der Medienbibliothek ein.',
    },
    currentTitle: {
      label: 'Überschrift „Aktuell“',
      description: 'Überschrift über den aktuellen Ausstellungen.',
    },
    comingSoonTitle: {
      label: 'Überschrift „Demnächst“',
      description: 'Überschrift über dem, was bald kommt.',
    },
    discoverTitle: {
      label: 'Überschrift „Entdecken“',
      description: 'Überschrift über dem Programm zum Entdecken.',
    },
    seo: common.seo,
  },
  edit: [
    [['title', 12]],
    [['intro', 12]],
    [['image', 6]],
    [
      ['currentTitle', 4],
      ['comingSoonTitle', 4],
      ['discoverTitle', 4],
    ],
    [['seo', 12]],
  ],
});
