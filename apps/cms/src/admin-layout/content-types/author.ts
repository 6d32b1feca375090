import { defineLayout } from '../define';

export default defineLayout({
  uid: 'api::author.author',
  name: { de: 'Autor:in', en: 'Author' },
  fields: {
    name: { label: 'Name', description: 'Vor- und Nachname, wie er unter Beiträgen steht.' },
    slug: {
      label: 'URL-Kürzel',
      description: 'Teil der Adresse der Autorenseite; wird aus dem Namen erzeugt.',
    },
    image: { label: 'Porträt', description: 'Foto der Autorin oder des Autors.' },
    bio: { label: 'Kurzbiografie', description: 'Zwei, drei Sätze zur Person.' },
  },
  edit: [
    [
      ['name', 6],
      ['slug', 6],
    ],
    [['image', 6]],
    [['bio', 12]],
  ],
  list: ['name', 'slug'],
  settings: { mainField: 'name', defaultSortBy: 'name', defaultSortOrder: 'ASC' },
});
