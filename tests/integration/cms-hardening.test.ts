// What issue #22 found in the CMS, over HTTP: CORS granted to any origin with credentials,
// `X-Powered-By` and uploads without a cache lifetime.
import { describe, expect, it } from 'vitest';
import { get, getJson, cmsUrl } from './cms-client';

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
