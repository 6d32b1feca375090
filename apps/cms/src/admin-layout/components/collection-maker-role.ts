import { defineLayout } from '../define';

export default defineLayout({
  uid: 'collection.maker-role',
  name: { de: 'Beteiligte', en: 'Maker and role' },
  fields: {
    maker: {
      label: 'Person oder Firma',
      description: 'Aus der Liste „Hersteller/in“; fehlt sie, legen Sie sie dort zuerst an.',
    },
    role: {
      label: 'Rolle',
      description: 'Z. B. Hersteller, Entwurf, Fotograf (Sammlungsbegriff der Liste „Rolle“).',
    },
  },
  edit: [
    [
      ['maker', 6],
      ['role', 6],
    ],
  ],
  settings: { mainField: 'maker' },
});
