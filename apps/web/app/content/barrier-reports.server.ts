/**
 * The content layer's second write: a visitor's barrier report into the CMS's barrier-report
 * collection. The site's token may only create reports, never read them (they hold personal
 * data), so a report sent twice is recognised by the CMS refusing its submissionId as not
 * unique, not by looking it up first.
 */
import { CmsError, type CmsClient } from './cms-client.server';
import type { BarrierReportEntry, SaveOutcome } from '~/domain/types';

export interface BarrierReportStore {
  /** Stores the report unless one with its submissionId exists; tells which happened. */
  save(entry: BarrierReportEntry): Promise<SaveOutcome>;
}

const BARRIER_REPORTS = '/api/barrier-reports';

/** The CMS fields (docs/content-model.md, barrier-report). */
export function toCmsBarrierReport(entry: BarrierReportEntry) {
  const { report } = entry;
  return {
    description: report.description,
    pageUrl: report.page,
    assistiveTechnology: report.assistiveTechnology,
    name: report.name,
    email: report.email,
    consent: true,
    pageLocale: entry.pageLocale,
    reportStatus: 'new',
    submissionId: entry.submissionId,
  };
}

/** Strapi's answer when a unique attribute (here only submissionId) is taken already. */
export function isNotUnique(error: unknown): boolean {
  return error instanceof CmsError && error.status === 400 && /must be unique/i.test(error.message);
}

export function createBarrierReportStore(client: CmsClient): BarrierReportStore {
  return {
    async save(entry) {
      try {
        await client.post(BARRIER_REPORTS, { data: toCmsBarrierReport(entry) });
        return 'created';
      } catch (error) {
        if (isNotUnique(error)) return 'duplicate';
        throw error;
      }
    },
  };
}
