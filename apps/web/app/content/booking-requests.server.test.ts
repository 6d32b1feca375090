import { describe, expect, it } from 'vitest';
import { createBookingRequestStore } from './booking-requests.server';
import { CmsError, createCmsClient } from './cms-client.server';
import type { CmsConfig } from './config.server';
import type { BookingRequestEntry } from '~/domain/types';

const CLAIM = '0b9d6a52-1c1e-4f0e-9a56-4a0f3e0c7d11';
const OTHER_CLAIM = '7c3f2e10-5d4b-4a8e-b1f0-2d9e8c6a5b43';

const entry: BookingRequestEntry = {
  submissionId: 'f3a1c2d4-0000-4000-8000-000000000001',
  pageLocale: 'en',
  offer: { title: 'Highlights for groups', slug: 'highlights-for-groups' },
  request: {
    language: 'en',
    date: '2027-05-06',
    time: '10:30',
    hour: 10,
    minute: 30,
    participants: 12,
    salutation: 'ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    tel: null,
    email: 'ada@example.org',
    message: null,
    company: null,
    address: 'Main St 1',
    postalCode: '12345',
    city: 'London',
    country: null,
  },
};

interface Call {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; json: unknown } | Error;

/** A fake CMS: answers by method and path, records every call. */
function fakeCms(answer: (call: Call, calls: Call[]) => Answer, config: Partial<CmsConfig> = {}) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: string | URL, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const result = answer(call, calls);
    if (result instanceof Error) throw result;
    return new Response(JSON.stringify(result.json), { status: result.status ?? 200 });
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
      ...config,
    },
    fetchImpl,
  );
  return { store: createBookingRequestStore(client), calls };
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('booking requests (content layer write)', () => {
  it('creates the entry with the offer relation and the German salutation (v5)', async () => {
    const { store, calls } = fakeCms(({ method, url }) => {
      if (method === 'POST') return { json: { data: { id: 1, documentId: 'new' } } };
      if (url.pathname === '/api/offers') {
        return {
          json: { data: [{ id: 7, documentId: 'offer-doc', slug: 'highlights-for-groups' }] },
        };
      }
      return { json: { data: [], meta: {} } };
    });
    expect(await store.save(entry, CLAIM)).toBe('created');
    const [lookup, offer, post] = calls;
    expect(lookup?.url.pathname).toBe('/api/booking-requests');
    expect(lookup?.url.searchParams.get('filters[submissionId][$eq]')).toBe(entry.submissionId);
    // The claim is read back through the same lookup the site's token may do.
    expect(lookup?.url.searchParams.get('fields[1]')).toBe('deliveryClaim');
    expect(offer?.url.searchParams.get('filters[slug][$eq]')).toBe('highlights-for-groups');
    expect(offer?.url.searchParams.get('locale')).toBe('en');
    expect(post?.headers).toMatchObject({
      authorization: 'Bearer secret-token',
      'content-type': 'application/json',
    });
    expect(post?.headers['strapi-response-format']).toBeUndefined();
    expect(post?.body).toMatchObject({
      data: {
        offer: { connect: [{ documentId: 'offer-doc', locale: 'en' }] },
        offerTitle: 'Highlights for groups',
        salutation: 'Frau',
        street: 'Main St 1',
        consent: true,
        bookingStatus: 'new',
        submissionId: entry.submissionId,
        deliveryClaim: CLAIM,
      },
    });
  });

  it('answers duplicate without writing when the submissionId is stored already', async () => {
    const { store, calls } = fakeCms(() => ({ json: { data: [{ id: 3, documentId: 'x' }] } }));
    expect(await store.save(entry, CLAIM)).toBe('duplicate');
    expect(posts(calls)).toHaveLength(0);
  });

  it('answers created without writing when the entry carries the same claim (our earlier attempt)', async () => {
    const { store, calls } = fakeCms(() => ({
      json: { data: [{ id: 3, documentId: 'x', deliveryClaim: CLAIM }] },
    }));
    expect(await store.save(entry, CLAIM)).toBe('created');
    expect(posts(calls)).toHaveLength(0);
  });

  it('answers duplicate when the entry carries another claim (another process stored it)', async () => {
    const { store, calls } = fakeCms(() => ({
      json: { data: [{ id: 3, documentId: 'x', deliveryClaim: OTHER_CLAIM }] },
    }));
    expect(await store.save(entry, CLAIM)).toBe('duplicate');
    expect(posts(calls)).toHaveLength(0);
  });

  it('reads the claim of a Strapi 4 answer too', async () => {
    const { store } = fakeCms(
      () => ({ json: { data: [{ id: 3, attributes: { deliveryClaim: CLAIM } }] } }),
      { responseFormat: 'v4' },
    );
    expect(await store.save(entry, CLAIM)).toBe('created');
  });

  it('of two concurrent saves of one submission with different claims, one creates', async () => {
    // A CMS that checks uniqueness only on the write, as Strapi does when both looked first.
    const stored: { submissionId: string; deliveryClaim: string }[] = [];
    const { store } = fakeCms(({ method, url, body }) => {
      if (url.pathname === '/api/offers') return { json: { data: [] } };
      if (method === 'GET') return { json: { data: stored.map((row, id) => ({ id, ...row })) } };
      const data = (body as { data: { submissionId: string; deliveryClaim: string } }).data;
      if (stored.some((row) => row.submissionId === data.submissionId)) {
        return { status: 400, json: { error: { name: 'ValidationError' } } };
      }
      stored.push({ submissionId: data.submissionId, deliveryClaim: data.deliveryClaim });
      return { json: { data: { id: 1, documentId: 'new' } } };
    });
    const outcomes = await Promise.all([store.save(entry, CLAIM), store.save(entry, OTHER_CLAIM)]);
    expect(outcomes.sort()).toEqual(['created', 'duplicate']);
    expect(stored).toHaveLength(1);
    // The one whose claim is stored is the one that was told 'created'.
    const winner = outcomes[0] === 'created' ? CLAIM : OTHER_CLAIM;
    expect(await store.save(entry, winner)).toBe('created');
  });

  it('asks for and reads the v4 shape when CMS_RESPONSE_FORMAT is v4', async () => {
    const { store, calls } = fakeCms(
      ({ method, url }) => {
        if (method === 'POST') return { json: { data: { id: 1, attributes: {} } } };
        if (url.pathname === '/api/offers') {
          return {
            json: { data: [{ id: 7, documentId: 'offer-doc', attributes: { slug: 's' } }] },
          };
        }
        return { json: { data: [] } };
      },
      { responseFormat: 'v4' },
    );
    expect(await store.save(entry, CLAIM)).toBe('created');
    expect(calls.every((call) => call.headers['strapi-response-format'] === 'v4')).toBe(true);
    expect(posts(calls)[0]?.body).toMatchObject({
      data: { offer: { connect: [{ documentId: 'offer-doc', locale: 'en' }] } },
    });
  });

  it('relates a Strapi 4 offer (no documentId) by its id', async () => {
    const { store, calls } = fakeCms(
      ({ method, url }) => {
        if (method === 'POST') return { json: { data: { id: 1, attributes: {} } } };
        if (url.pathname === '/api/offers')
          return { json: { data: [{ id: 7, attributes: { slug: 's' } }] } };
        return { json: { data: [] } };
      },
      { responseFormat: 'v4' },
    );
    expect(await store.save(entry, CLAIM)).toBe('created');
    expect(posts(calls)[0]?.body).toMatchObject({ data: { offer: { connect: [{ id: 7 }] } } });
  });

  it('stores the request without the relation when the offer is unknown or its lookup fails', async () => {
    const { store, calls } = fakeCms(({ method, url }) => {
      if (method === 'POST') return { json: { data: {} } };
      if (url.pathname === '/api/offers') return { status: 500, json: { error: { name: 'Oops' } } };
      return { json: { data: [] } };
    });
    expect(await store.save(entry, CLAIM)).toBe('created');
    expect(posts(calls)[0]?.body).not.toHaveProperty('data.offer');
  });

  it('a race to the unique constraint lost to our own claim (an earlier attempt) is created', async () => {
    const { store } = fakeCms(({ method, url }, calls) => {
      if (method === 'POST') return { status: 400, json: { error: { name: 'ValidationError' } } };
      const lookups = calls.filter((call) => call.url.pathname === '/api/booking-requests');
      if (url.pathname === '/api/booking-requests' && lookups.length > 1) {
        return { json: { data: [{ id: 9, documentId: 'mine', deliveryClaim: CLAIM }] } };
      }
      return { json: { data: [] } };
    });
    expect(await store.save(entry, CLAIM)).toBe('created');
  });

  it('a lost race to the unique constraint is a duplicate', async () => {
    const { store } = fakeCms(({ method, url }, calls) => {
      if (method === 'POST') return { status: 400, json: { error: { name: 'ValidationError' } } };
      const lookups = calls.filter((call) => call.url.pathname === '/api/booking-requests');
      if (url.pathname === '/api/booking-requests' && lookups.length > 1) {
        return { json: { data: [{ id: 9, documentId: 'other' }] } };
      }
      return { json: { data: [] } };
    });
    expect(await store.save(entry, CLAIM)).toBe('duplicate');
  });

  it('a refused write names Strapi’s error only, never the echoed personal data', async () => {
    const { store } = fakeCms(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            json: {
              error: {
                name: 'ValidationError',
                message: 'Invalid data',
                details: { errors: [{ value: 'ada@example.org' }] },
              },
            },
          }
        : { json: { data: [] } },
    );
    const error = await store.save(entry, CLAIM).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).status).toBe(400);
    expect((error as CmsError).message).toBe('CMS answered 400: ValidationError Invalid data');
    expect((error as CmsError).message).not.toContain('ada@');
  });

  it('an unreachable CMS is a CmsError without status (the caller queues the request)', async () => {
    const { store } = fakeCms(() => new TypeError('fetch failed'));
    const error = await store.save(entry, CLAIM).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).status).toBeNull();
  });
});
