import { partnerGroups } from '../content-types/partner';
import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.partner-list',
  name: { de: 'Partnerliste', en: 'Partner list' },
  fields: {
    title: { label: 'Überschrift', description: 'Überschrift der Liste.' },
    group: {
      label: 'Gruppe',
      description: 'Nur Partner dieser Gruppe zeigen; leer = alle.',
      enum: partnerGroups,
    },
  },
  edit: [
    [
      ['title', 6],
      ['group', 6],
    ],
  ],
});
