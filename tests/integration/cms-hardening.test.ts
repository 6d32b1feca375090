// What issue #22 found in the CMS, over HTTP: CORS granted to any origin with credentials,
// `X-Powered-By`, uploads without a cache lifetime, and the webhook firing for booking requests.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminFetch, superAdminToken } from './admin-users';
import { storeRequest } from './booking-requests';
import { get, getJson, cmsUrl, withToken } from './cms-client';

const foreign = 'https://evil.example';
const adminOrigin = new URL(cmsUrl).origin;

const preflight = (path: string, origin: string) =>
  get(path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type,authorization',
    },
  });

function grant(response: Response) {
  return {
    origin: response.headers.get('access-control-allow-origin'),
    credentials: response.headers.get('access-control-allow-credentials'),
  };
}

describe('CORS of the CMS', () => {
  it('grants a foreign origin nothing on /admin/access-token', async () => {
    expect(grant(await preflight('/admin/access-token', foreign))).toEqual({
      origin: null,
      credentials: null,
    });
    const post = await get('/admin/access-token', {
      method: 'POST',
      headers: { Origin: foreign, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(grant(post)).toEqual({ origin: null, credentials: null });
  });

  it('grants a foreign origin nothing on the REST API', async () => {
    const read = await get('/api/categories?locale=de', { headers: { Origin: foreign } });
    expect(read.status).toBe(200);
    expect(grant(read)).toEqual({ origin: null, credentials: null });
    expect(grant(await preflight('/api/booking-requests', foreign)).origin).toBeNull();
  });

  it("still grants the admin's own origin", async () => {
    expect(grant(await preflight('/admin/access-token', adminOrigin))).toEqual({
      origin: adminOrigin,
      credentials: 'true',
    });
  });
});

describe('headers of the CMS', () => {
  it('do not name the software', async () => {
    for (const path of ['/_health', '/api/categories?locale=de', '/admin/init'])
      expect((await get(path)).headers.get('x-powered-by'), path).toBeNull();
  });

  it('let uploads be cached for a day', async () => {
    const body = await getJson(
      '/api/exhibitions?locale=de&populate[image]=true&pagination[pageSize]=10',
    );
    const url = (body.data as { image?: { url?: string } }[]).find((item) => item.image?.url)?.image
      ?.url;
    expect(url).toMatch(/^\/uploads\//);
    const upload = await get(url!);
    expect(upload.status).toBe(200);
    expect(upload.headers.get('cache-control')).toBe('max-age=86400');
  });
});

// An address the CMS under test tells of its changes besides the site (its WEB_URLS,
// tests/setup/stack-services.mjs); nothing else listens there, so the test stands in for the site.
const webUrl = process.env.WEB_URL ?? '';

describe('what the CMS tells the site', () => {
  const received: Record<string, unknown>[] = [];
  let server: Server;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/api/revalidate') received.push(JSON.parse(body || '{}'));
        res.end('{}');
      });
    });
    if (!webUrl) throw new Error('WEB_URL names where the CMS under test sends its changes');
    const { hostname, port } = new URL(webUrl);
    await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  });

  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  it('names changes of public content and what they touch, and nothing of booking requests or barrier reports', async () => {
    // A booking request stored as the site stores it (the helper checks the 201).
    await storeRequest('Beispiel', { offerTitle: 'Webhook-Testführung' });
    // A barrier report too: a private model never empties the site's caches.
    const report = await get(
      '/api/barrier-reports',
      withToken({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          data: { description: 'Webhook-Test', consent: true, submissionId: randomUUID() },
        }),
      }),
    );
    expect(report.status).toBe(201);

    // Then a public change, saved unchanged: its message comes after the booking's would.
    const [category] = (await getJson('/api/categories?locale=de&pagination[pageSize]=1')).data;
    const saved = await adminFetch(
      await superAdminToken(),
      `/content-manager/collection-types/api::category.category/${category.documentId}?locale=de`,
      { method: 'PUT', body: JSON.stringify({ title: category.title, scope: category.scope }) },
    );
    expect(saved.status).toBe(200);
    await vi.waitFor(
      () => expect(received.some((message) => message.model === 'category')).toBe(true),
      {
        timeout: 10_000,
      },
    );

    expect(received.filter((message) => message.model === 'booking-request')).toEqual([]);
    expect(received.filter((message) => message.model === 'barrier-report')).toEqual([]);
    const change = received.find((message) => message.model === 'category')!;
    expect(change).toMatchObject({
      event: 'entry.update',
      uid: 'api::category.category',
      entry: { documentId: category.documentId, locale: 'de' },
    });
    // The pages that show categories are renewed with them; the entry's fields are not sent.
    expect(change.affects).toEqual(expect.arrayContaining(['categories', 'exhibitions']));
    expect(JSON.stringify(change)).not.toContain(category.title);
  });
});
