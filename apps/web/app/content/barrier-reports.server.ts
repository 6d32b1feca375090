/**
 * The content layer's second write: a visitor's barrier report into the CMS's barrier-report
 * collection. The site's token may only create reports, never read them (they hold personal
 * data), so a report sent twice is recognised by the CMS refusing its submissionId as not
 * unique, not by looking it up first. A create with the claim the entry was stored under is
 * answered as created by the CMS (apps/cms/src/booking/claimed-create.ts, decision 0040).
 */
import { CmsError, type CmsClient } from './cms-client.server';
import type { BarrierReportEntry, SaveOutcome } from '~/domain/types';

export interface BarrierReportStore {
  /**
   * Stores the report under `claim` unless one with its submissionId exists: 'created' also
   * when it exists with this claim (an earlier attempt of ours), else 'duplicate'.
   */
  save(entry: BarrierReportEntry, claim: string): Promise<SaveOutcome>;
}

const BARRIER_REPORTS = '/api/barrier-reports';

/** The CMS fields (docs/content-model.md, barrier-report). */
export function toCmsBarrierReport(entry: BarrierReportEntry, claim: string) {
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
    deliveryClaim: claim,
  };
}

/** Strapi's answer when a unique attribute (here only submissionId) is taken already. */
export function isNotUnique(error: unknown): boolean {
  return error instanceof CmsError && error.status === 400 && /must be unique/i.test(error.message);
}

export function createBarrierReportStore(client: CmsClient): BarrierReportStore {
  async function create(entry: BarrierReportEntry, claim: string): Promise<SaveOutcome> {
    try {
      await client.post(BARRIER_REPORTS, { data: toCmsBarrierReport(entry, claim) });
      return 'created';
    } catch (error) {
      if (isNotUnique(error)) return 'duplicate';
      throw error;
    }
  }

  return {
    async save(entry, claim) {
      const outcome = await create(entry, claim);
      // Refused as not unique: asked once more, now that the winner of a race is stored, the
      // CMS answers our own claim as created (an attempt whose answer we did not get).
      return outcome === 'duplicate' ? create(entry, claim) : outcome;
    },
  };
}
