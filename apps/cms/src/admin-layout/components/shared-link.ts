import { defineLayout } from '../define';

export default defineLayout({
  uid: 'shared.link',
  name: { de: 'Link', en: 'Link' },
  fields: {
    label: { label: 'Linktext', description: 'Der sichtbare Text des Links.' },
    uri: {
      label: 'Ziel',
      description: 'Interner Pfad oder vollständige Adresse.',
      placeholder: '/besuch/zeiten-preise',
    },
    isExternalLink: {
      label: 'Externer Link',
      description: 'An: führt auf eine fremde Website (mit Hinweis-Symbol).',
    },
  },
  edit: [
    [
      ['label', 6],
      ['uri', 6],
    ],
    [['isExternalLink', 4]],
  ],
  settings: { mainField: 'label' },
});
