import { defineLayout } from '../define';

export default defineLayout({
  uid: 'api::redirect.redirect',
  name: { de: 'Weiterleitung', en: 'Redirect' },
  fields: {
    from: {
      label: 'Alte Adresse',
      description: 'Pfad, der beginnt mit /; endet er auf /*, wird der Rest des Pfads angehängt.',
      placeholder: '/alte-seite',
    },
    to: {
      label: 'Ziel',
      description: 'Pfad oder vollständige Adresse, zu der weitergeleitet wird.',
    },
    permanent: {
      label: 'Dauerhaft',
      description: 'An: dauerhafte Weiterleitung (301), aus: vorübergehend (302).',
    },
  },
  edit: [
    [
      ['from', 6],
      ['to', 6],
    ],
    [['permanent', 4]],
  ],
  list: ['from', 'to', 'permanent'],
  settings: { mainField: 'from', defaultSortBy: 'from', defaultSortOrder: 'ASC' },
});
