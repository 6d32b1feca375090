import { defineLayout } from '../define';

export const partnerGroups: Record<string, [string, string]> = {
  media: ['Medien', 'Media'],
  mobility: ['Mobilität', 'Mobility'],
  memberships: ['Mitgliedschaften', 'Memberships'],
  awards: ['Auszeichnungen', 'Awards'],
};

export default defineLayout({
  uid: 'api::partner.partner',
  name: { de: 'Partner', en: 'Partner' },
  fields: {
    name: { label: 'Name', description: 'Name des Partners oder Förderers.' },
    url: {
      label: 'Website',
      description: 'Adresse der Website des Partners.',
      placeholder: 'https://…',
    },
    group: {
      label: 'Gruppe',
      description: 'Unter welcher Überschrift der Partner erscheint.',
      enum: partnerGroups,
    },
    order: {
      label: 'Reihenfolge',
      description: 'Platz innerhalb der Gruppe (klein = weiter vorn).',
    },
    logo: { label: 'Logo', description: 'Logo des Partners.' },
  },
  edit: [
    [
      ['name', 6],
      ['url', 6],
    ],
    [
      ['group', 6],
      ['order', 4],
    ],
    [['logo', 6]],
  ],
  list: ['name', 'group', 'order', 'url'],
  settings: { mainField: 'name', defaultSortBy: 'name', defaultSortOrder: 'ASC' },
});
