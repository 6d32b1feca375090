import type { Core } from '@strapi/strapi';
import { BOOKING_REQUEST } from '../bootstrap/content-types';
import { isExpired, newestPossiblyExpired, retentionMonths, retentionStart } from './retention';

export interface RetentionResult {
  removed: number;
  months: number;
}

/**
 * Deletes every booking request received (created in the CMS) and requested for a day both at
 * least the configured number of months before `now`, with its personal data; logs how many. `now` is a parameter so
 * tests can run it with a clock of their own.
 */
export async function removeExpiredBookingRequests(
  strapi: Core.Strapi,
  now: Date,
): Promise<RetentionResult> {
  const months = retentionMonths(process.env.BOOKING_RETENTION_MONTHS);
  const candidates: { documentId: string; createdAt: string | Date; date: string | null }[] =
    await strapi.db.query(BOOKING_REQUEST).findMany({
      where: { createdAt: { $lte: newestPossiblyExpired(now, months).toISOString() } },
      select: ['documentId', 'createdAt', 'date'],
    });
  const expired = candidates.filter((entry) =>
    isExpired(retentionStart(new Date(entry.createdAt), entry.date), now, months),
  );
  for (const { documentId } of expired) {
    await strapi.documents(BOOKING_REQUEST).delete({ documentId });
  }
  strapi.log.info(
    `booking retention: removed ${expired.length} booking request(s) older than ${months} months`,
  );
  return { removed: expired.length, months };
}

const NIGHTLY = '0 30 3 * * *';

/** Nightly at 3:30 Berlin time, and once now (a server that was down at night catches up). */
export async function scheduleBookingRetention(strapi: Core.Strapi): Promise<void> {
  strapi.cron.add({
    bookingRetention: {
      task: async () => {
        await removeExpiredBookingRequests(strapi, new Date());
      },
      options: { rule: NIGHTLY, tz: 'Europe/Berlin' },
    },
  });
  await removeExpiredBookingRequests(strapi, new Date());
}
