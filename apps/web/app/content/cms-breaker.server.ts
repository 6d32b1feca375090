/**
 * A circuit breaker in front of the CMS reads (issue 22, finding 7): after `failureThreshold`
 * consecutive failures (no answer within the timeout, no connection, a 5xx) the circuit opens
 * for `coolDownMs`, and every read fails at once with a CmsUnavailableError — the content cache
 * then serves its stale copies, and a page without one answers 503 with Retry-After instead of
 * waiting for the timeout. After the cool-down one read goes through as a probe (half-open): its
 * success closes the circuit, its failure opens it for another cool-down.
 */
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from 'react-router';
import { CmsError, type CmsReader } from './cms-client.server';

export class CmsUnavailableError extends CmsError {
  override name = 'CmsUnavailableError';
  constructor(
    message: string,
    url: string,
    /** Seconds after which a new attempt may succeed (the Retry-After header). */
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super(message, url, null, options);
  }
}

export interface BreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses reads before it lets one probe through. */
  coolDownMs: number;
  now?: () => number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  run<T>(url: string, call: () => Promise<T>): Promise<T>;
  readonly state: BreakerState;
}

/** A failure of the CMS itself; 4xx answers are answers (a missing entry, a bad query). */
function isOutage(error: unknown): boolean {
  return error instanceof CmsError && (error.status === null || error.status >= 500);
}

export function createCircuitBreaker(options: BreakerOptions): CircuitBreaker {
  const now = options.now ?? Date.now;
  const retryAfterSeconds = Math.max(1, Math.ceil(options.coolDownMs / 1000));
  let failures = 0;
  let openedAt: number | null = null;
  let probing = false;

  function state(): BreakerState {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= options.coolDownMs ? 'half-open' : 'open';
  }

  function unavailable(url: string, reason: string, cause?: unknown): CmsUnavailableError {
    return new CmsUnavailableError(`CMS unavailable: ${reason}`, url, retryAfterSeconds, { cause });
  }

  return {
    async run(url, call) {
      const current = state();
      const probe = current === 'half-open';
      if (current === 'open' || (probe && probing)) throw unavailable(url, 'circuit open');
      if (probe) probing = true;
      try {
        const value = await call();
        failures = 0;
        openedAt = null;
        return value;
      } catch (error) {
        if (!isOutage(error)) {
          // The CMS answered: it is up.
          failures = 0;
          openedAt = null;
          throw error;
        }
        failures += 1;
        if (probe || failures >= options.failureThreshold) openedAt = now();
        throw unavailable(url, error instanceof Error ? error.message : String(error), error);
      } finally {
        if (probe) probing = false;
      }
    },
    get state() {
      return state();
    },
  };
}

/** The reader with every GET going through the breaker. */
export function withBreaker(reader: CmsReader, breaker: CircuitBreaker): CmsReader {
  return { get: (path, query) => breaker.run(path, () => reader.get(path, query)) };
}

/**
 * What a loader throws when the CMS is unavailable: a 503 route error (the site's own error
 * page; entry.server.tsx adds Retry-After). Other errors are returned unchanged.
 */
export function asRouteError(error: unknown): unknown {
  if (error instanceof CmsUnavailableError) {
    // The cause stays on the server: React Router hands `error` to handleError (the log line
    // with the request id) and sends the browser only status, status text and `data`.
    const response = new ErrorResponseImpl(503, 'Service Unavailable', null);
    (response as unknown as { error: unknown }).error = error;
    return response;
  }
  return error;
}

/** The reason for a log line: what asRouteError wrapped (with its 503), or the error's message. */
export function failureReason(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const cause = (error as unknown as { error?: unknown }).error;
    return `${error.status} ${cause instanceof Error ? cause.message : error.statusText}`;
  }
  return error instanceof Error ? error.message : String(error);
}
