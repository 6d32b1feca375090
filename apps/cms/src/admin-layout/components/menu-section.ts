import { defineLayout } from '../define';

export default defineLayout({
  uid: 'menu.section',
  name: { de: 'Menübereich', en: 'Menu section' },
  fields: {
    title: { label: 'Name', description: 'Name des Bereichs im Menü.' },
    links: { label: 'Links', description: 'Die Links dieses Bereichs.' },
    overviewLink: {
      label: 'Übersichtslink',
      description: 'Link zur Übersichtsseite des Bereichs.',
    },
    teaserExhibitions: {
      label: 'Teaser: Ausstellungen',
      description: 'Ausstellungen, die im Menü als Teaser erscheinen.',
    },
    teaserEvents: {
      label: 'Teaser: Veranstaltungen',
      description: 'Veranstaltungen, die im Menü als Teaser erscheinen.',
    },
    teaserOffers: {
      label: 'Teaser: Angebote',
      description: 'Angebote, die im Menü als Teaser erscheinen.',
    },
  },
  edit: [
    [['title', 6]],
    [['links', 12]],
    [['overviewLink', 12]],
    [
      ['teaserExhibitions', 4],
      ['teaserEvents', 4],
      ['teaserOffers', 4],
    ],
  ],
});
