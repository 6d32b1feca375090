import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import { CmsError } from './cms-client.server';
import {
  asRouteError,
  CmsUnavailableError,
  createCircuitBreaker,
  withBreaker,
} from './cms-breaker.server';

function setup() {
  let time = 0;
  const breaker = createCircuitBreaker({
    failureThreshold: 3,
    coolDownMs: 5000,
    now: () => time,
  });
  let calls = 0;
  let answer: () => Promise<unknown> = () => Promise.resolve('ok');
  const reader = withBreaker(
    {
      get: () => {
        calls += 1;
        return answer();
      },
    },
    breaker,
  );
  return {
    breaker,
    reader,
    calls: () => calls,
    advance: (ms: number) => (time += ms),
    answerWith: (next: () => Promise<unknown>) => (answer = next),
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
    const { breaker, reader, answerWith } = setup();
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
