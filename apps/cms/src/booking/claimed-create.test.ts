import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { BARRIER_REPORT, BOOKING_REQUEST } from '../bootstrap/content-types';
import { createKeyedQueue, registerClaimedCreate } from './claimed-create';

type Middleware = (
  context: { uid: string; action: string; params: Record<string, unknown> },
  next: () => Promise<unknown>,
) => Promise<unknown>;

interface Row {
  documentId: string;
  submissionId: string;
  deliveryClaim: string | null;
}

/** A Strapi with one table per type; `next` (the real create) refuses a taken submissionId. */
function fakeStrapi() {
  let middleware: Middleware | null = null;
  const rows = new Map<string, Row[]>();
  const table = (uid: string) => rows.get(uid) ?? rows.set(uid, []).get(uid)!;
  const strapi = {
    documents: Object.assign(
      (uid: string) => ({
        findOne: async ({ documentId }: { documentId: string }) =>
          table(uid).find((row) => row.documentId === documentId) ?? null,
      }),
      { use: (registered: Middleware) => (middleware = registered) },
    ),
    db: {
      query: (uid: string) => ({
        findOne: async ({ where }: { where: { submissionId: string } }) => {
          // A slow database: time for a concurrent create to slip in between.
          await new Promise((resolve) => setTimeout(resolve, 5));
          return table(uid).find((row) => row.submissionId === where.submissionId) ?? null;
        },
      }),
    },
  };
  registerClaimedCreate(strapi as unknown as Core.Strapi);
  let created = 0;
  const create = (uid: string, data: Record<string, unknown>) =>
    middleware!({ uid, action: 'create', params: { data } }, async () => {
      // Strapi's own check, then the insert: separate steps, as in its entity validator.
      const taken = table(uid).some((row) => row.submissionId === data.submissionId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (taken) throw new Error('This attribute must be unique');
      const row = {
        documentId: `doc-${++created}`,
        submissionId: data.submissionId as string,
        deliveryClaim: (data.deliveryClaim as string | undefined) ?? null,
      };
      table(uid).push(row);
      return row;
    });
  return { create, table };
}

describe('claimed create of booking requests and barrier reports', () => {
  it('answers a create with the stored claim with the stored entry, not a second one', async () => {
    const { create, table } = fakeStrapi();
    const first = await create(BARRIER_REPORT, { submissionId: 's1', deliveryClaim: 'c1' });
    const again = await create(BARRIER_REPORT, { submissionId: 's1', deliveryClaim: 'c1' });
    expect(again).toEqual(first);
    expect(table(BARRIER_REPORT)).toHaveLength(1);
  });

  it('refuses a create with another claim or none (Strapi’s unique check)', async () => {
    const { create } = fakeStrapi();
    await create(BOOKING_REQUEST, { submissionId: 's1', deliveryClaim: 'c1' });
    await expect(
      create(BOOKING_REQUEST, { submissionId: 's1', deliveryClaim: 'c2' }),
    ).rejects.toThrow('must be unique');
    await expect(create(BOOKING_REQUEST, { submissionId: 's1' })).rejects.toThrow('must be unique');
  });

  it('lets concurrent creates of one submission in one after another: one entry', async () => {
    const { create, table } = fakeStrapi();
    const outcomes = await Promise.allSettled([
      create(BOOKING_REQUEST, { submissionId: 's1', deliveryClaim: 'a' }),
      create(BOOKING_REQUEST, { submissionId: 's1', deliveryClaim: 'b' }),
      create(BOOKING_REQUEST, { submissionId: 's1', deliveryClaim: 'a' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(table(BOOKING_REQUEST)).toHaveLength(1);
  });

  it('keeps other submissions and other types out of each other’s turn', async () => {
    const { create, table } = fakeStrapi();
    await Promise.all([
      create(BOOKING_REQUEST, { submissionId: 's1', deliveryClaim: 'a' }),
      create(BOOKING_REQUEST, { submissionId: 's2', deliveryClaim: 'a' }),
      create(BARRIER_REPORT, { submissionId: 's1', deliveryClaim: 'a' }),
    ]);
    expect(table(BOOKING_REQUEST)).toHaveLength(2);
    expect(table(BARRIER_REPORT)).toHaveLength(1);
  });
});

describe('keyed queue', () => {
  it('goes on with the next task of a key after one failed', async () => {
    const inTurn = createKeyedQueue();
    const order: string[] = [];
    const failing = inTurn('k', async () => {
      order.push('first');
      throw new Error('boom');
    });
    const second = inTurn('k', async () => order.push('second'));
    await expect(failing).rejects.toThrow('boom');
    await second;
    expect(order).toEqual(['first', 'second']);
  });
});
