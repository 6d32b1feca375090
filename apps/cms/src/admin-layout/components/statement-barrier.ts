import { defineLayout } from '../define';

export default defineLayout({
  uid: 'statement.barrier',
  name: { de: 'Barriere', en: 'Barrier' },
  fields: {
    title: {
      label: 'Was',
      description: 'Kurz benennen, was nicht barrierefrei ist, z. B. „Ältere PDF-Dokumente“.',
    },
    description: { label: 'Beschreibung', description: 'Optional: wo genau und wen es betrifft.' },
    reason: {
      label: 'Begründung',
      description: 'Warum es (noch) nicht barrierefrei ist, z. B. unverhältnismäßige Belastung.',
    },
    alternative: {
      label: 'Barrierefreie Alternative',
      description: 'Wie man den Inhalt trotzdem bekommt, z. B. auf Anfrage per E-Mail.',
    },
  },
  edit: [[['title', 12]], [['description', 12]], [['reason', 12]], [['alternative', 12]]],
  settings: { mainField: 'title' },
});
