import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import { CmsError } from './cms-client.server';
import {
  asRouteError,
  CmsUnavailableError,
  createCircuitBreaker,
  requestShape,
  withBreaker,
} from './cms-breaker.server';

type Answer = (path: string, query: Record<string, unknown>) => Promise<unknown>;

function setup() {
  let time = 0;
  let healthy = true;
  let healthChecks = 0;
  const breaker = createCircuitBreaker({
    failureThreshold: 3,
    coolDownMs: 5000,
    healthCheck: () => {
      healthChecks += 1;
      return Promise.resolve(healthy);
    },
    now: () => time,
  });
  let calls = 0;
  let answer: Answer = () => Promise.resolve('ok');
  const reader = withBreaker(
    {
      get: (path, query = {}) => {
        calls += 1;
        return answer(path, query);
      },
    },
    breaker,
  );
  return {
    breaker,
    reader,
    calls: () => calls,
    healthChecks: () => healthChecks,
    advance: (ms: number) => (time += ms),
    answerWith: (next: Answer) => (answer = next),
    setHealthy: (up: boolean) => (healthy = up),
  };
}

const timeout = () => Promise.reject(new CmsError('CMS unreachable: TimeoutError', '/api/x', null));

describe('CMS circuit breaker (issue 22, finding 7)', () => {
  it('opens after the consecutive failures and then fails at once, without calling the CMS', async () => {
    const { breaker, reader, calls, answerWith } = setup();
    answerWith(timeout);
    for (let i = 0; i < 3; i += 1) {
      await expect(reader.get('/api/x')).rejects.toBeInstanceOf(CmsUnavailableError);
    }
    expect(calls()).toBe(3);
    expect(breaker.state).toBe('open');
    await expect(reader.get('/api/y')).rejects.toThrow(/circuit open/);
    expect(calls()).toBe(3);
  });

  it('lets one probe through after the cool-down; its success closes the circuit', async () => {
    const { breaker, reader, calls, advance, answerWith } = setup();
    answerWith(timeout);
    for (let i = 0; i < 3; i += 1) await reader.get('/api/x').catch(() => null);
    advance(4999);
    expect(breaker.state).toBe('open');
    advance(1);
    expect(breaker.state).toBe('half-open');
    let release: (value: unknown) => void = () => undefined;
    answerWith(() => new Promise((resolve) => (release = resolve)));
    const probe = reader.get('/api/x');
    // While the probe runs, the others still fail at once.
    await expect(reader.get('/api/y')).rejects.toThrow(/circuit open/);
    expect(calls()).toBe(4);
    release('fresh');
    await expect(probe).resolves.toBe('fresh');
    expect(breaker.state).toBe('closed');
    answerWith(() => Promise.resolve('ok'));
    await expect(reader.get('/api/z')).resolves.toBe('ok');
  });

  it('opens again for a full cool-down when the probe fails', async () => {
    const { breaker, reader, calls, advance, answerWith } = setup();
    answerWith(timeout);
    for (let i = 0; i < 3; i += 1) await reader.get('/api/x').catch(() => null);
    advance(5000);
    await expect(reader.get('/api/x')).rejects.toBeInstanceOf(CmsUnavailableError);
    expect(calls()).toBe(4);
    expect(breaker.state).toBe('open');
    advance(4999);
    await expect(reader.get('/api/x')).rejects.toThrow(/circuit open/);
    expect(calls()).toBe(4);
  });

  it('counts only outages: answers such as 404 reset the count and pass unchanged', async () => {
    const { breaker, reader, answerWith, setHealthy } = setup();
    answerWith(timeout);
    await reader.get('/api/x').catch(() => null);
    await reader.get('/api/x').catch(() => null);
    const notFound = new CmsError('CMS answered 404', '/api/x', 404);
    answerWith(() => Promise.reject(notFound));
    await expect(reader.get('/api/x')).rejects.toBe(notFound);
    answerWith(timeout);
    await reader.get('/api/x').catch(() => null);
    await reader.get('/api/x').catch(() => null);
    expect(breaker.state).toBe('closed');
    setHealthy(false);
    answerWith(() => Promise.reject(new CmsError('CMS answered 502', '/api/x', 502)));
    await reader.get('/api/x').catch(() => null);
    expect(breaker.state).toBe('open');
  });

  it('turns an unavailable CMS into a 503 route error and leaves other errors alone', () => {
    const unavailable = asRouteError(new CmsUnavailableError('CMS unavailable', '/api/x', 10));
    expect(isRouteErrorResponse(unavailable)).toBe(true);
    expect((unavailable as { status: number }).status).toBe(503);
    const other = new Error('bug');
    expect(asRouteError(other)).toBe(other);
  });
});

/** An exhibition by its slug, as the content service asks for it. */
const bySlug = (slug: string, locale = 'de') => ({
  populate: { gallery: true, seo: { populate: '*' } },
  filters: { slug: { $eq: slug } },
  pagination: { page: 1, pageSize: 1 },
  locale,
});
const slugOf = (query: Record<string, unknown>) =>
  (query.filters as { slug?: { $eq?: string } } | undefined)?.slug?.$eq;
const serverError = (status = 500) =>
  Promise.reject(new CmsError(`CMS answered ${status}`, '/api/exhibitions', status));

describe('the breaker counts only outages of the CMS (issue 41, finding 1)', () => {
  it('does not count a 5xx to a kind of request that never succeeded while the CMS is healthy', async () => {
    const { breaker, reader, calls, healthChecks, answerWith } = setup();
    answerWith(() => serverError());
    for (let i = 0; i < 10; i += 1) {
      await expect(reader.get('/api/exhibitions', bySlug(`x${i}`))).rejects.toBeInstanceOf(
        CmsUnavailableError,
      );
    }
    expect(breaker.state).toBe('closed');
    expect(calls()).toBe(10);
    expect(healthChecks()).toBe(10);
    // Nothing was carried over: three outages still take three.
    answerWith(timeout);
    await reader.get('/api/x').catch(() => null);
    await reader.get('/api/x').catch(() => null);
    expect(breaker.state).toBe('closed');
    await reader.get('/api/x').catch(() => null);
    expect(breaker.state).toBe('open');
  });

  it('counts a 5xx when the health check fails as well', async () => {
    const { breaker, reader, answerWith, setHealthy } = setup();
    setHealthy(false);
    answerWith(() => serverError(503));
    for (let i = 0; i < 3; i += 1) await reader.get('/api/exhibitions', bySlug('x')).catch(() => 0);
    expect(breaker.state).toBe('open');
  });

  it('counts repeated 5xx to a kind that succeeded before once its earlier request fails too', async () => {
    const { breaker, reader, calls, healthChecks, answerWith } = setup();
    await reader.get('/api/exhibitions', bySlug('farbe-als-material'));
    // The database is gone: Strapi answers (its health check too) but every read fails.
    answerWith(() => serverError());
    for (let i = 0; i < 3; i += 1) {
      await expect(reader.get('/api/exhibitions', bySlug(`x${i}`, 'en'))).rejects.toBeInstanceOf(
        CmsUnavailableError,
      );
    }
    expect(breaker.state).toBe('open');
    // Each failure and its witness, the exhibition read before; the health check was not asked.
    expect(calls()).toBe(1 + 3 * 2);
    expect(healthChecks()).toBe(0);
  });

  it('does not count a 5xx to one request of a kind that works for others, however often', async () => {
    const { breaker, reader, calls, answerWith } = setup();
    answerWith((_path, query) =>
      slugOf(query) === 'kaputt' ? serverError() : Promise.resolve('ok'),
    );
    await reader.get('/api/exhibitions', bySlug('farbe-als-material'));
    for (let i = 0; i < 50; i += 1) {
      await expect(reader.get('/api/exhibitions', bySlug('kaputt'))).rejects.toBeInstanceOf(
        CmsUnavailableError,
      );
    }
    expect(breaker.state).toBe('closed');
    expect(calls()).toBe(1 + 50 * 2);
    await expect(reader.get('/api/exhibitions', bySlug('farbe-als-material'))).resolves.toBe('ok');
  });

  it('never takes a request as its own witness', async () => {
    const { breaker, reader, healthChecks, answerWith } = setup();
    await reader.get('/api/exhibitions', bySlug('kaputt'));
    // The one entry read so far now fails (an editor broke it): only the health check can tell.
    answerWith((_path, query) =>
      slugOf(query) === 'kaputt' ? serverError() : Promise.resolve('ok'),
    );
    for (let i = 0; i < 5; i += 1)
      await reader.get('/api/exhibitions', bySlug('kaputt')).catch(() => 0);
    expect(breaker.state).toBe('closed');
    expect(healthChecks()).toBe(5);
    // With another success of its kind, that one is the witness.
    await reader.get('/api/exhibitions', bySlug('farbe-als-material'));
    await reader.get('/api/exhibitions', bySlug('kaputt')).catch(() => 0);
    expect(healthChecks()).toBe(5);
    expect(breaker.state).toBe('closed');
  });

  it('counts timeouts and refused connections at once, without asking a witness', async () => {
    const { breaker, reader, calls, healthChecks, answerWith } = setup();
    await reader.get('/api/exhibitions', bySlug('farbe-als-material'));
    answerWith(() =>
      Promise.reject(new CmsError('CMS unreachable: ECONNREFUSED', '/api/exhibitions', null)),
    );
    await reader.get('/api/exhibitions', bySlug('a')).catch(() => 0);
    answerWith(timeout);
    await reader.get('/api/exhibitions', bySlug('b')).catch(() => 0);
    await reader.get('/api/exhibitions', bySlug('c')).catch(() => 0);
    expect(breaker.state).toBe('open');
    expect(calls()).toBe(4);
    expect(healthChecks()).toBe(0);
  });

  it('never counts a 4xx, even with the health check failing', async () => {
    const { breaker, reader, answerWith, setHealthy, healthChecks } = setup();
    setHealthy(false);
    for (const status of [400, 404, 414, 429]) {
      const answer = new CmsError(`CMS answered ${status}`, '/api/exhibitions', status);
      answerWith(() => Promise.reject(answer));
      for (let i = 0; i < 5; i += 1) {
        await expect(reader.get('/api/exhibitions', bySlug(`x${i}`))).rejects.toBe(answer);
      }
    }
    expect(breaker.state).toBe('closed');
    expect(healthChecks()).toBe(0);
  });

  it('asks one witness for failures at the same time', async () => {
    const { breaker, reader, calls, answerWith } = setup();
    await reader.get('/api/exhibitions', bySlug('farbe-als-material'));
    let release: (value: unknown) => void = () => undefined;
    const witness = new Promise((resolve) => (release = resolve));
    answerWith((_path, query) => (slugOf(query) === 'kaputt' ? serverError() : witness));
    const failures = Array.from({ length: 10 }, () =>
      reader.get('/api/exhibitions', bySlug('kaputt')).catch((error: unknown) => error),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    release('ok');
    for (const failure of await Promise.all(failures)) {
      expect(failure).toBeInstanceOf(CmsUnavailableError);
    }
    expect(calls()).toBe(1 + 10 + 1);
    expect(breaker.state).toBe('closed');
  });

  it('closes a half-open circuit when the probe fails on its own input and its witness succeeds', async () => {
    const { breaker, reader, advance, answerWith } = setup();
    await reader.get('/api/exhibitions', bySlug('farbe-als-material'));
    answerWith(timeout);
    for (let i = 0; i < 3; i += 1) await reader.get('/api/x').catch(() => 0);
    expect(breaker.state).toBe('open');
    advance(5000);
    answerWith((_path, query) =>
      slugOf(query) === 'kaputt' ? serverError() : Promise.resolve('ok'),
    );
    await expect(reader.get('/api/exhibitions', bySlug('kaputt'))).rejects.toBeInstanceOf(
      CmsUnavailableError,
    );
    expect(breaker.state).toBe('closed');
  });

  it('names a kind by the path and the structure of the query, never by its values', () => {
    const shape = requestShape('/api/exhibitions', bySlug('farbe-als-material'));
    expect(requestShape('/api/exhibitions', bySlug('x\u0000', 'en'))).toBe(shape);
    expect(
      requestShape('/api/exhibitions', { ...bySlug('a'), pagination: { page: 7, pageSize: 500 } }),
    ).toBe(shape);
    expect(requestShape('/api/events', bySlug('farbe-als-material'))).not.toBe(shape);
    expect(
      requestShape('/api/exhibitions', { ...bySlug('a'), filters: { documentId: { $eq: 'a' } } }),
    ).not.toBe(shape);
    expect(requestShape('/api/exhibitions', { ...bySlug('a'), status: 'draft' })).not.toBe(shape);
    expect(requestShape('/api/x', { b: 1, a: [1, 2] })).toBe(
      requestShape('/api/x', { a: [3, 4], b: 2 }),
    );
  });
});
