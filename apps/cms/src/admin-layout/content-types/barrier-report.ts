import { defineLayout } from '../define';

// The accessibility team's view of reported barriers (BITV 2.0 feedback): the workflow fields
// first (reportStatus, not `status`, which Strapi's list view reserves for Draft & Publish),
// the report below, newest first.
export default defineLayout({
  uid: 'api::barrier-report.barrier-report',
  name: { de: 'Barrieremeldung', en: 'Barrier report' },
  fields: {
    reportStatus: {
      label: 'Status',
      description:
        'Neu → In Bearbeitung → Erledigt. Erledigt schickt der Person eine Antwort (Antwortvorlagen), wenn sie eine E-Mail-Adresse angegeben hat.',
      enum: {
        new: ['Neu', 'New'],
        in_progress: ['In Bearbeitung', 'In progress'],
        done: ['Erledigt', 'Done'],
      },
    },
    internalNote: {
      label: 'Interne Notiz',
      description:
        'Nur für das Team sichtbar, z. B. was behoben wurde und wann; auch Korrekturen der Angaben.',
    },
    description: {
      label: 'Beschreibung der Barriere',
      description:
        'Was die meldende Person beschreibt (unverändert, nur unsichtbare Zeichen entfernt).',
      editable: false,
    },
    pageUrl: {
      label: 'Seite',
      description: 'Adresse der Seite dieser Website, auf der die Barriere auftrat.',
      editable: false,
    },
    assistiveTechnology: {
      label: 'Hilfsmittel',
      description: 'Womit die Person die Seite genutzt hat (z. B. Screenreader), falls angegeben.',
      editable: false,
    },
    name: {
      label: 'Name',
      description: 'Name der meldenden Person, falls angegeben.',
      editable: false,
    },
    email: {
      label: 'E-Mail',
      description: 'Nur angegeben, wenn die Person eine Antwort wünscht.',
      editable: false,
    },
    consent: {
      label: 'Einwilligung',
      description: 'Zustimmung zur Speicherung der Angaben.',
      editable: false,
    },
    pageLocale: {
      label: 'Sprache der Website',
      description: 'Sprache des Formulars, aus dem die Meldung kam (de/en).',
      editable: false,
    },
    submissionId: {
      label: 'Übermittlungs-Kennung',
      description: 'Technische Kennung, die doppelte Meldungen verhindert.',
      editable: false,
    },
    deliveryClaim: {
      label: 'Zustell-Kennung',
      description:
        'Technisch: welcher Versuch der Website die Meldung gespeichert hat; nicht in der Bearbeitung.',
      editable: false,
      visible: false,
    },
    createdAt: { label: 'Eingegangen', description: 'Wann die Meldung eingegangen ist.' },
  },
  edit: [
    [['reportStatus', 4]],
    [['internalNote', 12]],
    [['description', 12]],
    [
      ['pageUrl', 8],
      ['pageLocale', 4],
    ],
    [['assistiveTechnology', 12]],
    [
      ['name', 6],
      ['email', 6],
    ],
    [
      ['consent', 4],
      ['submissionId', 8],
    ],
  ],
  list: ['pageUrl', 'assistiveTechnology', 'reportStatus', 'createdAt'],
  settings: { mainField: 'pageUrl', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
});
