/**
 * The accessibility statement (BITV 2.0 § 7, EU directive 2016/2102): the parts the law asks
 * for, as editors write them in the CMS single type accessibility-statement.
 */
import type { Seo } from './types';

/** How far the website meets WCAG 2.1 AA / BITV 2.0 (the editors pick one). */
export const conformanceLevels = ['fullyCompliant', 'partiallyCompliant', 'notCompliant'] as const;
export type Conformance = (typeof conformanceLevels)[number];

/** How that was found out. */
export const assessmentMethods = ['selfAssessment', 'externalTest'] as const;
export type AssessmentMethod = (typeof assessmentMethods)[number];

/** A known barrier: what, why, and how to get the content anyway. */
export interface StatementBarrier {
  title: string;
  description: string | null;
  reason: string | null;
  alternative: string | null;
}

export interface AccessibilityStatement {
  title: string;
  /** Which website the statement is for and who makes it. */
  intro: string | null;
  /** Null when the CMS holds a value the site does not know (reported). */
  conformance: Conformance | null;
  assessmentMethod: AssessmentMethod | null;
  assessmentNote: string | null;
  /** ISO dates (YYYY-MM-DD). */
  statementDate: string | null;
  lastReviewDate: string | null;
  barriers: StatementBarrier[];
  feedback: {
    text: string | null;
    mail: string | null;
    phone: string | null;
    /** The barrier-report form: a site path or web address, scheme-checked. */
    reportFormLink: string | null;
  };
  conciliation: {
    name: string | null;
    addressLines: string[];
    url: string | null;
    mail: string | null;
    text: string | null;
  };
  seo: Seo | null;
}
