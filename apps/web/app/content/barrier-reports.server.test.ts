import { describe, expect, it } from 'vitest';
import { createBarrierReportStore } from './barrier-reports.server';
import { CmsError, createCmsClient } from './cms-client.server';
import type { BarrierReportEntry } from '~/domain/types';

const CLAIM = '0b9d6a52-1c1e-4f0e-9a56-4a0f3e0c7d11';
const OTHER_CLAIM = '7c3f2e10-5d4b-4a8e-b1f0-2d9e8c6a5b43';

const entry: BarrierReportEntry = {
  submissionId: 'b7e0c2d4-0000-4000-8000-000000000002',
  pageLocale: 'de',
  report: {
    description: 'Das Video hat keine Untertitel.',
    page: '/ausstellungen',
    assistiveTechnology: 'Screenreader',
    name: null,
    email: null,
  },
};

type Posted = { data: { submissionId: string; deliveryClaim: string } };

const NOT_UNIQUE = {
  status: 400,
  json: {
    error: {
      name: 'ValidationError',
      message: 'This attribute must be unique',
      details: { errors: [{ path: ['submissionId'], message: 'This attribute must be unique' }] },
    },
  },
};

/**
 * A fake CMS that keeps reports as Strapi with the claimed create does: a create with the
 * claim an entry was stored under is answered 201, any other create of a taken submissionId
 * 400 "must be unique". `answer` may answer a post first (e.g. a race's 400).
 */
function fakeCms(
  answer?: (body: Posted, posts: number) => { status: number; json: unknown } | null,
) {
  const stored = new Map<string, string>();
  const bodies: Posted[] = [];
  const claimedCreate = ({ data }: Posted) => {
    const claim = stored.get(data.submissionId);
    if (claim !== undefined && claim !== data.deliveryClaim) return NOT_UNIQUE;
    stored.set(data.submissionId, data.deliveryClaim);
    return { status: 201, json: { data: { id: 1, documentId: 'report' } } };
  };
  const fetchImpl = (async (_input: string | URL, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body)) as Posted;
    bodies.push(body);
    const result = answer?.(body, bodies.length) ?? claimedCreate(body);
    return new Response(JSON.stringify(result.json), { status: result.status });
  }) as typeof fetch;
  const client = createCmsClient(
    {
      baseUrl: 'http://cms.test',
      token: 'secret-token',
      mediaBaseUrl: 'http://cms.test',
      timeoutMs: 1000,
      breakerFailures: 5,
      breakerCoolDownMs: 10_000,
      responseFormat: 'v5',
    },
    fetchImpl,
  );
  return { store: createBarrierReportStore(client), stored, bodies };
}

describe('barrier reports (content layer write)', () => {
  it('creates the report with its claim', async () => {
    const { store, stored, bodies } = fakeCms();
    expect(await store.save(entry, CLAIM)).toBe('created');
    expect(bodies[0]?.data).toMatchObject({
      submissionId: entry.submissionId,
      deliveryClaim: CLAIM,
      reportStatus: 'new',
    });
    expect(stored.get(entry.submissionId)).toBe(CLAIM);
  });

  it('a second save with the same claim (our earlier attempt) is created, without a second entry', async () => {
    const { store, stored } = fakeCms();
    expect(await store.save(entry, CLAIM)).toBe('created');
    expect(await store.save(entry, CLAIM)).toBe('created');
    expect(stored.size).toBe(1);
  });

  it('a save with another claim is a duplicate', async () => {
    const { store, stored } = fakeCms();
    stored.set(entry.submissionId, OTHER_CLAIM);
    expect(await store.save(entry, CLAIM)).toBe('duplicate');
    expect(stored.get(entry.submissionId)).toBe(OTHER_CLAIM);
  });

  it('of two concurrent saves with different claims, one is created and one a duplicate', async () => {
    const { store, stored } = fakeCms();
    const outcomes = await Promise.all([store.save(entry, CLAIM), store.save(entry, OTHER_CLAIM)]);
    expect([...outcomes].sort()).toEqual(['created', 'duplicate']);
    expect(stored.get(entry.submissionId)).toBe(outcomes[0] === 'created' ? CLAIM : OTHER_CLAIM);
  });

  it('a 400 "not unique" lost to a concurrent attempt with our own claim is created', async () => {
    // The first create races an earlier attempt of ours, which the CMS stores meanwhile.
    const { store, stored } = fakeCms((body, posts) => {
      if (posts !== 1) return null;
      stored.set(body.data.submissionId, body.data.deliveryClaim);
      return NOT_UNIQUE;
    });
    expect(await store.save(entry, CLAIM)).toBe('created');
  });

  it('any other refusal is the caller’s to handle (a CmsError with its status)', async () => {
    const { store } = fakeCms(() => ({
      status: 400,
      json: { error: { name: 'ValidationError', message: 'Invalid email' } },
    }));
    const error = await store.save(entry, CLAIM).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).status).toBe(400);
  });
});
