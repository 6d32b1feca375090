import { defineLayout } from '../define';

export default defineLayout({
  uid: 'shared.info-block',
  name: { de: 'Eckdaten', en: 'Key facts' },
  fields: {
    title: {
      label: 'Überschrift',
      description: 'Überschrift des Infoblocks; leere Felder werden nicht angezeigt.',
    },
    costs: { label: 'Kosten', description: 'Preise, Ermäßigungen.' },
    targetGroup: { label: 'Zielgruppe', description: 'Für wen das Angebot gedacht ist.' },
    registration: { label: 'Anmeldung', description: 'Wie und wo man sich anmeldet.' },
    contact: { label: 'Kontakt', description: 'An wen man sich mit Fragen wendet.' },
    place: { label: 'Ort', description: 'Wo das Angebot stattfindet.' },
    meetingPoint: { label: 'Treffpunkt', description: 'Wo sich die Gruppe trifft.' },
    accessibility: {
      label: 'Barrierefreiheit',
      description:
        'Hinweise zur Zugänglichkeit in dieser Sprache (Sitzgelegenheiten, Induktionsschleife …).',
    },
    participants: { label: 'Teilnehmerzahl', description: 'Wie viele mitmachen können.' },
    duration: { label: 'Dauer', description: 'Wie lange es dauert.' },
    material: { label: 'Material', description: 'Was mitzubringen ist.' },
    notes: { label: 'Hinweise', description: 'Alles Weitere.' },
  },
  edit: [
    [['title', 12]],
    [
      ['costs', 6],
      ['targetGroup', 6],
    ],
    [
      ['registration', 6],
      ['contact', 6],
    ],
    [
      ['place', 6],
      ['meetingPoint', 6],
    ],
    [['accessibility', 12]],
    [
      ['participants', 6],
      ['duration', 6],
    ],
    [
      ['material', 6],
      ['notes', 6],
    ],
  ],
});
