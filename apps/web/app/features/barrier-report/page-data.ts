import type { BarrierReportErrors } from './validate';

/** What the thank-you page repeats: the reference and whether an answer will come; no text. */
export interface BarrierReportSummary {
  reference: string;
  /** The reported page, to go back to it. */
  page: string | null;
  reply: boolean;
  /** "queued": kept on the web server until the CMS is back; still received. */
  storage: 'stored' | 'queued';
}

export interface BarrierReportPageData {
  /** Idempotency key of this form: a resend of the same form is the same report. */
  submissionId: string;
  /** The page the visitor came from (`?page=` or the same-site Referer), or ''. */
  page: string;
  /** This site's public origin: the browser's check accepts its URLs as pages. */
  siteOrigin: string;
  /** The report this browser just sent (thank-you result), or null for the form. */
  received: BarrierReportSummary | null;
}

/** Why a whole report was refused (texts: barrierReportForm `problems.*`). */
export type ReportProblem = 'crossSite' | 'tooLarge' | 'rateLimited';

export interface BarrierReportActionData {
  values: Record<string, string>;
  errors: BarrierReportErrors;
  problem: ReportProblem | null;
}
