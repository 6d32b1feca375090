import { common, defineLayout } from '../define';

export default defineLayout({
  uid: 'api::accessibility-statement.accessibility-statement',
  name: { de: 'Erklärung zur Barrierefreiheit', en: 'Accessibility statement' },
  fields: {
    title: {
      label: 'Titel',
      description: 'Überschrift der Seite, z. B. „Erklärung zur Barrierefreiheit“.',
    },
    intro: {
      label: 'Geltungsbereich',
      description: 'Für welche Website die Erklärung gilt und wer sie abgibt.',
    },
    conformance: {
      label: 'Stand der Vereinbarkeit',
      description:
        'Wie weit die Website WCAG 2.1 AA und BITV 2.0 erfüllt (gilt für beide Sprachen).',
      enum: {
        fullyCompliant: ['Vollständig vereinbar', 'Fully compliant'],
        partiallyCompliant: ['Teilweise vereinbar', 'Partially compliant'],
        notCompliant: ['Nicht vereinbar', 'Not compliant'],
      },
    },
    assessmentMethod: {
      label: 'Art der Prüfung',
      description: 'Wie die Vereinbarkeit festgestellt wurde (gilt für beide Sprachen).',
      enum: {
        selfAssessment: ['Selbstbewertung', 'Self-assessment'],
        externalTest: ['Prüfung durch Dritte', 'External test'],
      },
    },
    assessmentNote: {
      label: 'Zur Prüfung',
      description: 'Optional: wer geprüft hat und nach welchem Verfahren.',
    },
    statementDate: {
      label: 'Erstellt am',
      description: 'Datum, an dem die Erklärung erstellt wurde (gilt für beide Sprachen).',
    },
    lastReviewDate: {
      label: 'Zuletzt überprüft am',
      description: 'Datum der letzten Überprüfung; mindestens einmal im Jahr aktualisieren.',
    },
    barriers: {
      label: 'Bekannte Barrieren',
      description:
        'Je Barriere: was nicht barrierefrei ist, warum, und welche Alternative es gibt.',
    },
    feedbackText: {
      label: 'Feedback: Text',
      description: 'Wie Besucher Mängel melden können und wann sie Antwort bekommen.',
    },
    contactMail: {
      label: 'Feedback: E-Mail',
      description: 'Adresse für Meldungen zur Barrierefreiheit (gilt für beide Sprachen).',
    },
    contactPhone: {
      label: 'Feedback: Telefon',
      description: 'Telefonnummer, wie sie angezeigt wird (gilt für beide Sprachen).',
    },
    reportFormLink: {
      label: 'Feedback: Formular',
      description:
        'Pfad des Formulars „Barriere melden“ je Sprache, z. B. /barrierefreiheit/barriere-melden.',
      placeholder: '/barrierefreiheit/barriere-melden',
    },
    conciliationName: {
      label: 'Schlichtungsstelle: Name',
      description: 'Name der zuständigen Schlichtungsstelle.',
    },
    conciliationAddress: {
      label: 'Schlichtungsstelle: Anschrift',
      description: 'Jede Zeile der Anschrift in eine eigene Zeile.',
    },
    conciliationUrl: {
      label: 'Schlichtungsstelle: Website',
      description: 'Adresse der Website der Schlichtungsstelle.',
      placeholder: 'https://…',
    },
    conciliationMail: {
      label: 'Schlichtungsstelle: E-Mail',
      description: 'E-Mail-Adresse der Schlichtungsstelle.',
    },
    conciliationText: {
      label: 'Schlichtungsverfahren',
      description: 'Kurz: wann und wie man das Schlichtungsverfahren beginnt.',
    },
    seo: common.seo,
  },
  edit: [
    [['title', 12]],
    [['intro', 12]],
    [
      ['conformance', 6],
      ['assessmentMethod', 6],
    ],
    [['assessmentNote', 12]],
    [
      ['statementDate', 6],
      ['lastReviewDate', 6],
    ],
    [['barriers', 12]],
    [['feedbackText', 12]],
    [
      ['contactMail', 4],
      ['contactPhone', 4],
      ['reportFormLink', 4],
    ],
    [
      ['conciliationName', 6],
      ['conciliationUrl', 6],
    ],
    [
      ['conciliationAddress', 6],
      ['conciliationMail', 6],
    ],
    [['conciliationText', 12]],
    [['seo', 12]],
  ],
});
