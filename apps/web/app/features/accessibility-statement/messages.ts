/** UI strings of the accessibility statement (its content comes from the CMS), German and English. */
import { defineMessages } from '~/i18n/translate';

export const statementMessages = defineMessages({
  de: {
    statusHeading: 'Stand der Vereinbarkeit mit den Anforderungen',
    'conformance.fullyCompliant':
      'Diese Website ist mit den Anforderungen der BITV 2.0 und der WCAG 2.1 (Stufe AA) vollständig vereinbar.',
    'conformance.partiallyCompliant':
      'Diese Website ist mit den Anforderungen der BITV 2.0 und der WCAG 2.1 (Stufe AA) teilweise vereinbar. Die unten genannten Inhalte sind nicht barrierefrei.',
    'conformance.notCompliant':
      'Diese Website ist mit den Anforderungen der BITV 2.0 und der WCAG 2.1 (Stufe AA) nicht vereinbar. Die unten genannten Inhalte sind nicht barrierefrei.',
    assessment: 'Art der Prüfung',
    'assessment.selfAssessment': 'Selbstbewertung',
    'assessment.externalTest': 'Prüfung durch Dritte',
    statementDate: 'Erstellt am',
    lastReviewDate: 'Zuletzt überprüft am',
    barriersHeading: 'Nicht barrierefreie Inhalte',
    barriersNone: 'Uns sind derzeit keine Barrieren bekannt.',
    reason: 'Begründung',
    alternative: 'Barrierefreie Alternative',
    feedbackHeading: 'Feedback und Kontakt',
    reportForm: 'Barriere melden (Formular)',
    conciliationHeading: 'Schlichtungsverfahren',
    conciliationWebsite: 'Website der Schlichtungsstelle',
    external: '(extern)',
  },
  en: {
    statusHeading: 'Compliance status',
    'conformance.fullyCompliant':
      'This website is fully compliant with the requirements of BITV 2.0 and WCAG 2.1 (level AA).',
    'conformance.partiallyCompliant':
      'This website is partially compliant with the requirements of BITV 2.0 and WCAG 2.1 (level AA). The content listed below is not accessible.',
    'conformance.notCompliant':
      'This website is not compliant with the requirements of BITV 2.0 and WCAG 2.1 (level AA). The content listed below is not accessible.',
    assessment: 'How it was assessed',
    'assessment.selfAssessment': 'Self-assessment',
    'assessment.externalTest': 'External test',
    statementDate: 'Statement prepared on',
    lastReviewDate: 'Last reviewed on',
    barriersHeading: 'Content that is not accessible',
    barriersNone: 'We currently know of no barriers.',
    reason: 'Reason',
    alternative: 'Accessible alternative',
    feedbackHeading: 'Feedback and contact',
    reportForm: 'Report a barrier (form)',
    conciliationHeading: 'Conciliation procedure',
    conciliationWebsite: 'Website of the conciliation body',
    external: '(external)',
  },
});

declare module '~/i18n/translate' {
  interface MessageNamespaces {
    statement: (typeof statementMessages)['de'];
  }
}
