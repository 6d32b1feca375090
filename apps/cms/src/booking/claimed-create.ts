import type { Core } from '@strapi/strapi';
import { BARRIER_REPORT, BOOKING_REQUEST } from '../bootstrap/content-types';

/** A visitor's submissions: one entry per submissionId, written by the site (decision 0040). */
const CLAIMED = new Set<string>([BOOKING_REQUEST, BARRIER_REPORT]);

/** Runs tasks of the same key one after another (within this Strapi process). */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

interface CreateParams {
  data?: Record<string, unknown>;
  fields?: unknown;
  populate?: unknown;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Creates of a booking request or barrier report with the same submissionId run one after
 * another, so Strapi's "must be unique" check (no database constraint) holds while several
 * site processes post the same request. A create carrying the deliveryClaim the stored entry
 * has is the same site attempt again (its answer was lost): it is answered with that entry
 * instead of being refused, which is how the site, whose token may not read barrier reports,
 * learns that the entry is its own.
 */
export function registerClaimedCreate(strapi: Core.Strapi): void {
  const inTurn = createKeyedQueue();
  strapi.documents.use(async (context, next) => {
    if (!CLAIMED.has(context.uid) || context.action !== 'create') return next();
    const params = context.params as CreateParams;
    const submissionId = params.data?.submissionId;
    if (!nonEmpty(submissionId)) return next();
    return inTurn(`${context.uid} ${submissionId}`, async () => {
      const claim = params.data?.deliveryClaim;
      if (!nonEmpty(claim)) return next();
      const stored = (await strapi.db.query(context.uid).findOne({
        where: { submissionId },
        select: ['documentId', 'deliveryClaim'],
      })) as { documentId: string; deliveryClaim: string | null } | null;
      if (stored?.deliveryClaim !== claim) return next();
      return strapi.documents(context.uid as typeof BOOKING_REQUEST).findOne({
        documentId: stored.documentId,
        ...(params.fields ? { fields: params.fields } : {}),
        ...(params.populate ? { populate: params.populate } : {}),
      } as { documentId: string });
    });
  });
}
