import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startSiteOnFakeCms,
  startWebServer,
  type RunningServer,
  type SiteOnFakeCms,
} from '../e2e/support/web-server';

/**
 * SPEC §7 and §8 over HTTP against the production server, with a fake CMS whose redirect list is
 * the table below: builds/latest.json, builds/meta/{id}.json, {path}/_payload.json, the
 * redirect rules under /, /de and /en, the 404 log line and the request id.
 */
const redirects = [
  { from: '/besuch/oeffnungszeiten', to: '/besuch/zeiten-preise', permanent: true },
  { from: '/ausstellung/*', to: '/ausstellungen', permanent: true },
  { from: '/museum/stellenangebote', to: 'https://karriere.example.org/zm', permanent: false },
  { from: '/en/visit/opening-hours', to: '/en/visit/opening-prices', permanent: true },
];

let web: RunningServer;
let site: SiteOnFakeCms;

beforeAll(async () => {
  site = await startSiteOnFakeCms(
    { HTML_CACHE: 'on' },
    {
      redirects: {
        data: redirects.map((rule, index) => ({ id: index + 1, documentId: `r${index}`, ...rule })),
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: redirects.length } },
      },
    },
  );
  web = site.web;
});

afterAll(() => site?.stop());

const get = (path: string, init?: RequestInit) =>
  fetch(`${web.url}${path}`, { redirect: 'manual', ...init });

/**
 * The answer once the HTML cache serves it: a kept page is served when its compressed forms are
 * made (off the main thread, right after the answer), so the first asks may still render.
 */
async function whenKept(path: string): Promise<Response> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const answer = await get(path);
    if (answer.headers.get('x-html-cache') === 'hit') return answer;
    await answer.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} was not kept by the HTML cache within 20 s`);
}

async function latest(): Promise<{ id: string; timestamp: number }> {
  const response = await get(`/builds/latest.json?t=${Date.now()}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as { id: string; timestamp: number };
}

describe('builds/latest.json', () => {
  it('names the running build and when it was built, never cached', async () => {
    const build = await latest();
    expect(build.id).toMatch(/^[\w-]{6,}$/);
    expect(build.timestamp).toBeGreaterThan(Date.parse('2024-01-01'));
    expect(build.timestamp).toBeLessThanOrEqual(Date.now());
    expect(await latest()).toEqual(build);
  });

  it('gives the same id to the page as root loader data (buildId)', async () => {
    const { id } = await latest();
    const html = await (await get('/ausstellungen')).text();
    // The root loader data in the page's turbo-stream: the key, then its value.
    expect(html).toContain(`\\"buildId\\",\\"${id}\\"`);
  });
});

describe('builds/meta/{buildId}.json', () => {
  it('answers the running build’s redirect rules and cached page patterns, long cached', async () => {
    const { id } = await latest();
    const response = await get(`/builds/meta/${id}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = (await response.json()) as {
      id: string;
      redirects: typeof redirects;
      cached: string[];
    };
    expect(meta.id).toBe(id);
    expect(meta.redirects).toEqual(expect.arrayContaining(redirects));
    expect(meta.redirects).toHaveLength(redirects.length);
    expect(meta.cached).toEqual(expect.arrayContaining(['/', '/ausstellungen', '/de', '/en']));
    expect(meta.cached).not.toContain('/*');
  });

  it('is 404 and not cached for any other id', async () => {
    for (const path of ['/builds/meta/0000000.json', '/builds/meta/latest.json']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('{path}/_payload.json', () => {
  it('answers the page’s loader data, cached like the page', async () => {
    const { id } = await latest();
    for (const [path, page] of [
      ['/_payload.json', '/'],
      ['/ausstellungen/_payload.json', '/ausstellungen'],
      ['/en/exhibitions/_payload.json', '/en/exhibitions'],
      ['/de/ausstellungen/_payload.json', '/de/ausstellungen'],
    ] as const) {
      const response = await get(`${path}?buildId=${id}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      );
      const payload = (await response.json()) as {
        buildId: string;
        path: string;
        loaderData: Record<string, Record<string, unknown>>;
      };
      expect(payload.buildId).toBe(id);
      expect(payload.path).toBe(page);
      expect(payload.loaderData.root?.buildId).toBe(id);
      expect(Object.keys(payload.loaderData).length, path).toBe(2);
    }
  });

  it('takes the page’s own caching rules: the home page varies on its language, the booking request is private', async () => {
    const { id } = await latest();
    const home = await get(`/_payload.json?buildId=${id}`);
    expect(home.status).toBe(200);
    expect(home.headers.get('vary')).toContain('Accept-Language');
    const booking = await get(
      `/fuehrungen/highlights-fuer-gruppen/anfrage/_payload.json?buildId=${id}`,
    );
    expect(booking.status).toBe(200);
    expect(booking.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is kept by the HTML cache from the second request on', async () => {
    const { id } = await latest();
    const path = `/ausstellungen/_payload.json?buildId=${id}&cache=1`;
    const first = await get(path);
    const second = await get(path);
    expect(first.headers.get('x-html-cache')).toBe('miss');
    expect(second.headers.get('x-html-cache')).toBe('miss');
    const kept = await whenKept(path);
    expect(await kept.json()).toEqual(await second.json());
  });

  it('is 404 (not cached) for an unknown path, a legacy path or another build', async () => {
    const { id } = await latest();
    for (const path of [
      `/keine/seite/_payload.json?buildId=${id}`,
      `/besuch/oeffnungszeiten/_payload.json?buildId=${id}`,
      '/ausstellungen/_payload.json?buildId=old',
      '/ausstellungen/_payload.json',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('{path}.data (client-side navigation and prefetch)', () => {
  it('is cached like the page and kept by the HTML cache; errors are not', async () => {
    const path = '/ausstellungen.data?_routes=routes%2Fexhibitions';
    const answers = [await get(path), await get(path)];
    answers.push(await whenKept(path));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      );
    }
    expect(answers.map((answer) => answer.headers.get('x-html-cache'))).toEqual([
      'miss',
      'miss',
      'hit',
    ]);
    expect(await answers[2]?.text()).toBe(await answers[1]?.text());
    const missing = await get('/keine/seite.data');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

describe('redirect rules', () => {
  const table: [string, number, string][] = [
    ['/besuch/oeffnungszeiten', 301, '/besuch/zeiten-preise'],
    ['/besuch/oeffnungszeiten?x=1&y=2', 301, '/besuch/zeiten-preise?x=1&y=2'],
    ['/de/besuch/oeffnungszeiten', 301, '/de/besuch/zeiten-preise'],
    ['/de/besuch/oeffnungszeiten?x=1', 301, '/de/besuch/zeiten-preise?x=1'],
    ['/de/ausstellung/alt/seite', 301, '/de/ausstellungen'],
    ['/ausstellung/alt', 301, '/ausstellungen'],
    ['/en/visit/opening-hours?lang=en', 301, '/en/visit/opening-prices?lang=en'],
    ['/museum/stellenangebote?x=1', 302, 'https://karriere.example.org/zm'],
    ['/de/museum/stellenangebote', 302, 'https://karriere.example.org/zm'],
  ];

  it.each(table)('%s answers %i to %s', async (path, status, location) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });

  it('does not apply English rules under /de', async () => {
    expect((await get('/de/en/visit/opening-hours')).status).toBe(404);
  });
});

// Issue 42, point 2 and 8: a redirect that moves the visitor to the same content elsewhere keeps
// the query (campaign links keep their parameters); a language prefix in capitals is the
// lower-case one (React Router matched /EN/… case-blind and showed the German page).
describe('redirects to the same content keep the query', () => {
  it.each([
    ['accept-language', 'en-GB,en;q=0.9'],
    ['cookie', 'locale=en'],
  ])('sends / with %s naming English to /en with its query', async (header, value) => {
    const response = await get('/?utm_source=a&b=c%20d%2B', { headers: { [header]: value } });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', web.url);
    expect(location.pathname).toBe('/en');
    // The router writes the query anew (a space as +): the same parameters and values.
    expect([...location.searchParams]).toEqual([
      ['utm_source', 'a'],
      ['b', 'c d+'],
    ]);
  });

  it.each([
    ['/EN/exhibitions?x=1', '/en/exhibitions?x=1'],
    ['/En', '/en'],
    ['/De/ausstellungen', '/de/ausstellungen'],
    ['/DE/', '/de/'],
    ['/eN/visit/opening-hours?utm_medium=mail', '/en/visit/opening-hours?utm_medium=mail'],
  ])('sends %s to the lower-case prefix: %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('leaves paths whose first part only begins like a prefix to the routes', async () => {
    expect((await get('/Ende')).status).toBe(404);
    expect((await get('/ENGLISH/exhibitions')).status).toBe(404);
  });
});

// Issue 42, point 4: every error is the site's framed page in the visitor's language (SPEC §8).
describe('framed error pages', () => {
  it.each([
    ['/assets/%E0%A4%A', 'de-DE'],
    ['/assets/x%', 'de-DE'],
    ['/assets/no-such-chunk-0000.js', 'de-DE'],
    ['/en/%E0%A4%A', 'en-US'],
    ['/fonts/%C0%AF', 'de-DE'],
  ])('answers the malformed path %s with the framed page (%s)', async (path, lang) => {
    const response = await get(path);
    expect([400, 404]).toContain(response.status);
    const body = await response.text();
    expect(body).toContain(`<html lang="${lang}"`);
    expect(body).toMatch(/<header[\s>]/);
    expect(body).toMatch(/<footer[\s>]/);
    expect(body).not.toMatch(/URIError|at [\w.]+ \(/);
  });

  it('logs a malformed path once, as a 404 of the site', async () => {
    const marker = `kaputt${Date.now()}`;
    const response = await get(`/assets/${marker}%E0%A4%A/x%zz`);
    expect(response.status).toBe(404);
    await response.text();
    await expect.poll(() => web.output(), { timeout: 10_000 }).toContain(marker);
    const lines = web
      .output()
      .split('\n')
      .filter((line) => line.includes(marker));
    expect(lines, lines.join('\n')).toHaveLength(1);
    expect(lines[0]).toContain('Page not found');
  });

  it.each(['/en/%0d/x', '/en/%0a', '/%0d%0a/x', '/en/%09/y'])(
    'shows texts, not message keys, at %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toMatch(/\b(error\.notFound\.title|skipLink\.label)\b/);
      expect(body).not.toMatch(/>[a-z]+(\.[a-zA-Z]+){1,3}</);
    },
  );
});

// Issue 42, point 3: the language switch leads to the same state in the other language.
describe('the language switch keeps the visitor’s state', () => {
  /** Where the page's language switch leads (its `to`), as the header links it. */
  async function switchTarget(path: string): Promise<string | null> {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    const link = /<a [^>]*href="([^"]*)"[^>]*data-language-switch/.exec(html)?.[1];
    if (!link) return null;
    return new URL(link.replaceAll('&amp;', '&'), web.url).searchParams.get('to');
  }

  it.each([
    // Target groups and categories by their slugs in the other language.
    ['/programm?type=fuehrung&target=familien', '/en/programme?type=tour&target=families'],
    ['/en/programme?when=week&type=festival&page=2', '/programm?when=week&type=fest&page=2'],
    ['/fuehrungen?target=erwachsene', '/en/guided-tours?target=adults'],
    // Fixed keys, page numbers and the search as they are.
    ['/digitale-angebote?type=podcast', '/en/digital-offers?type=podcast'],
    ['/suche?text=Dampf&kind=event', '/en/search?text=Dampf&kind=event'],
    ['/en/search?text=steam&page=2', '/suche?text=steam&page=2'],
  ])('from %s to %s', async (path, target) => {
    const to = await switchTarget(path);
    expect(to).not.toBeNull();
    const [toPath, toQuery] = to!.split('?');
    const [wantPath, wantQuery] = target.split('?');
    expect(toPath).toBe(wantPath);
    expect([...new URLSearchParams(toQuery)].sort()).toEqual(
      [...new URLSearchParams(wantQuery)].sort(),
    );
  });

  it('leaves out a filter that has no counterpart, keeping the others', async () => {
    const to = await switchTarget('/programm?type=keine-kategorie-xyz&target=familien');
    expect(to).toBe('/en/programme?target=families');
  });
});

describe('SPEC §8 logging', () => {
  it('logs a 404 once, with the full path and its query', async () => {
    const path = `/keine-seite-${Date.now()}?a=1&b=zwei`;
    const response = await get(path);
    expect(response.status).toBe(404);
    await expect.poll(() => web.output(), { timeout: 10_000 }).toContain(`Page not found: ${path}`);
    expect(web.output().split(`Page not found: ${path}`)).toHaveLength(2);
  });

  it('names every answer with a request id', async () => {
    const one = (await get('/healthz')).headers.get('x-request-id');
    const two = (await get('/ausstellungen')).headers.get('x-request-id');
    expect(one).toMatch(/^[0-9a-f]{8}$/);
    expect(two).toMatch(/^[0-9a-f]{8}$/);
    expect(one).not.toBe(two);
  });
});

describe('SPEC §8 server errors (CMS unreachable: 503, issue 22)', () => {
  let down: RunningServer;

  beforeAll(async () => {
    down = await startWebServer({
      CMS_URL: `http://127.0.0.1:${await freePort()}`,
      CMS_TIMEOUT_MS: '2000',
    });
  });

  afterAll(async () => {
    await down?.stop();
  });

  it('logs one line with the request id, which the error page shows', async () => {
    for (const [path, reference] of [
      ['/ausstellungen?seite=2', 'Fehlernummer'],
      ['/en/exhibitions', 'Error reference'],
    ] as const) {
      const response = await fetch(`${down.url}${path}`);
      expect(response.status, path).toBe(503);
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{8}$/);
      expect(await response.text()).toContain(`${reference}: ${id}`);
      await expect
        .poll(() => down.output(), { timeout: 10_000 })
        .toContain(`[error] ${id} GET ${path}: `);
      const line = down
        .output()
        .split('\n')
        .find((entry) => entry.includes(`[error] ${id} `));
      expect(line).toBeDefined();
      const next =
        down
          .output()
          .split(line ?? '')[1]
          ?.split('\n')[1] ?? '';
      expect(next, 'no stack in production').not.toMatch(/^\s+at /);
    }
  });
});
