import { defineLayout } from '../define';

export default defineLayout({
  uid: 'menu.search',
  name: { de: 'Menü-Suche', en: 'Menu search' },
  fields: {
    title: { label: 'Überschrift', description: 'Überschrift über dem Suchfeld.' },
    links: { label: 'Vorschläge', description: 'Links unter dem Suchfeld.' },
  },
  edit: [[['title', 6]], [['links', 12]]],
});
