import { defineLayout } from '../define';

const section = (name: string) => ({
  label: `Bereich „${name}“`,
  description: `Titel, Links und Teaser des Menübereichs „${name}“.`,
});

export default defineLayout({
  uid: 'api::site-menu.site-menu',
  name: { de: 'Hauptmenü', en: 'Site menu' },
  fields: {
    visit: section('Besuch'),
    program: section('Programm'),
    offer: section('Angebote'),
    discover: section('Entdecken'),
    accessibility: section('Barrierefreiheit'),
    museum: section('Museum'),
    tickets: { label: 'Tickets', description: 'Der Ticket-Link im Menü.' },
    search: { label: 'Suche', description: 'Suchfeld im Menü mit Vorschlägen.' },
    largeLinkGroup: { label: 'Große Links', description: 'Große Links unten im Menü.' },
    smallLinkGroup: {
      label: 'Kleine Links',
      description: 'Kleine Links unten im Menü, z. B. Impressum.',
    },
    socialMedia: { label: 'Social Media', description: 'Adressen der Social-Media-Profile.' },
  },
  edit: [
    [['visit', 12]],
    [['program', 12]],
    [['offer', 12]],
    [['discover', 12]],
    [['accessibility', 12]],
    [['museum', 12]],
    [['tickets', 12]],
    [['search', 12]],
    [['largeLinkGroup', 12]],
    [['smallLinkGroup', 12]],
    [['socialMedia', 12]],
  ],
});
