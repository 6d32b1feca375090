import { defineLayout } from '../define';

export default defineLayout({
  uid: 'blocks.info-block',
  name: { de: 'Infoblock', en: 'Info block' },
  fields: { info: { label: 'Eckdaten', description: 'Kosten, Zielgruppe, Anmeldung und mehr.' } },
  edit: [[['info', 12]]],
});
