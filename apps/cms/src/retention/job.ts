import type { Core } from '@strapi/strapi';
import { newestPossiblyExpired } from './period';
import {
  expiredEntries,
  policyMonths,
  RETENTION_POLICIES,
  type RetainedEntry,
  type RetentionPolicy,
} from './policies';

export interface RetentionResult {
  removed: number;
  months: number;
}

/**
 * Deletes every entry of the policy's type whose period has passed at `now`, with its personal
 * data, through the document service (the site's cache webhook hears of it); logs how many.
 * `now` is a parameter so tests can run it with a clock of their own.
 */
export async function removeExpired(
  strapi: Core.Strapi,
  policy: RetentionPolicy,
  now: Date,
): Promise<RetentionResult> {
  const months = policyMonths(policy);
  const candidates: RetainedEntry[] = await strapi.db.query(policy.type).findMany({
    where: { createdAt: { $lte: newestPossiblyExpired(now, months).toISOString() } },
    select: ['documentId', 'createdAt', ...policy.fields],
  });
  const expired = expiredEntries(policy, candidates, now, months);
  for (const documentId of expired) {
    await strapi.documents(policy.type).delete({ documentId });
  }
  strapi.log.info(
    `retention: removed ${expired.length} ${policy.label} older than ${months} months`,
  );
  return { removed: expired.length, months };
}

async function removeAllExpired(strapi: Core.Strapi, now: Date): Promise<void> {
  for (const policy of RETENTION_POLICIES) await removeExpired(strapi, policy, now);
}

const NIGHTLY = '0 30 3 * * *';

/** Nightly at 3:30 Berlin time, and once now (a server that was down at night catches up). */
export async function scheduleRetention(strapi: Core.Strapi): Promise<void> {
  strapi.cron.add({
    retention: {
      task: async () => {
        await removeAllExpired(strapi, new Date());
      },
      options: { rule: NIGHTLY, tz: 'Europe/Berlin' },
    },
  });
  await removeAllExpired(strapi, new Date());
}
