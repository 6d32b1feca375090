/**
 * A circuit breaker in front of the CMS reads (issue 22, finding 7): after `failureThreshold`
 * consecutive outages the circuit opens for `coolDownMs`, and every read fails at once with a
 * CmsUnavailableError — the content cache then serves its stale copies, and a page without one
 * answers 503 with Retry-After instead of waiting for the timeout. After the cool-down one read
 * goes through as a probe (half-open): its success closes the circuit, its outage opens it for
 * another cool-down.
 *
 * Only outages of the CMS count, never an answer to one request's own input (issue 41, finding 1:
 * Strapi on PostgreSQL answered 500 to a slug with a NUL byte, and five such requests took every
 * uncached page down). An outage is no connection or no answer within the timeout, or a 5xx that
 * a witness confirms: the last request of the same kind (its path and the structure of its
 * query, requestShape()) that succeeded, another one than the failing request, fails as well;
 * without one, the CMS's health check fails. A 5xx the witness contradicts is this request's own
 * failure: it fails (503 for its page) and counts for nothing. A 4xx is an answer.
 */
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, isRouteErrorResponse } from 'react-router';
import { CmsError, type CmsReader } from './cms-client.server';
import { strapiQueryString } from './query-string';

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
  /** Consecutive outages that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses reads before it lets one probe through. */
  coolDownMs: number;
  /**
   * Whether the CMS is up (its health check answered without a 5xx in time): the witness of a 5xx
   * for a kind of request without another success. A throw counts as down.
   */
  healthCheck: () => Promise<boolean>;
  /** Kinds of request whose successes are kept as witnesses (the oldest kind goes first). */
  maxShapes?: number;
  now?: () => number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/** One read as the breaker sees it: its kind and the request itself. */
export interface BreakerRequest {
  /** What requests of one kind share (requestShape()): the visitor's values are not part of it. */
  shape: string;
  /** The whole request (path and query): the same request is never its own witness. */
  id: string;
}

export interface CircuitBreaker {
  /** Runs `call`, a read of `url` (without `request`: a kind of its own, named by the url). */
  run<T>(url: string, call: () => Promise<T>, request?: BreakerRequest): Promise<T>;
  readonly state: BreakerState;
}

/**
 * The kind of a read: its path and the structure of its query, every value left out (the slug,
 * the document id, the page, the locale …), so that a visitor's input never makes a kind of its own.
 */
export function requestShape(path: string, query: Record<string, unknown> = {}): string {
  const structure = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(structure).join(',')}]`;
    if (typeof value !== 'object' || value === null) return '_';
    const fields = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([key, inner]) => `${key}:${structure(inner)}`).join(',')}}`;
  };
  return `${path} ${structure(query)}`;
}

/** No connection, no answer in time, or a 5xx: the CMS did not answer this request. */
function noAnswer(error: unknown): boolean {
  return error instanceof CmsError && (error.status === null || error.status >= 500);
}

interface Witness {
  id: string;
  call: () => Promise<unknown>;
}

export function createCircuitBreaker(options: BreakerOptions): CircuitBreaker {
  const now = options.now ?? Date.now;
  const maxShapes = options.maxShapes ?? 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil(options.coolDownMs / 1000));
  let failures = 0;
  let openedAt: number | null = null;
  let probing = false;
  /** Per kind, the last two different requests that succeeded, the newest first. */
  const witnesses = new Map<string, Witness[]>();
  /** Confirmations under way, by the witness's id (or the health check's key). */
  const confirming = new Map<string, Promise<boolean>>();
  const healthKey = '\0health';

  function state(): BreakerState {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= options.coolDownMs ? 'half-open' : 'open';
  }

  function unavailable(url: string, reason: string, cause?: unknown): CmsUnavailableError {
    return new CmsUnavailableError(`CMS unavailable: ${reason}`, url, retryAfterSeconds, { cause });
  }

  function closed() {
    failures = 0;
    openedAt = null;
  }

  function succeeded(request: BreakerRequest, call: () => Promise<unknown>) {
    const kept = (witnesses.get(request.shape) ?? []).filter(({ id }) => id !== request.id);
    // Re-inserted, so that the kinds least recently used go first.
    witnesses.delete(request.shape);
    witnesses.set(request.shape, [{ id: request.id, call }, ...kept].slice(0, 2));
    if (witnesses.size > maxShapes) witnesses.delete(witnesses.keys().next().value as string);
  }

  /**
   * Whether a 5xx to `request` is an outage: its witness has no answer either. A witness that
   * succeeds is a success of the CMS (it closes the circuit); the health check only tells.
   */
  function confirmOutage(request: BreakerRequest): Promise<boolean> {
    const witness = witnesses.get(request.shape)?.find(({ id }) => id !== request.id);
    const key = witness ? witness.id : healthKey;
    const running = confirming.get(key);
    if (running) return running;
    const check: Promise<boolean> = witness
      ? witness.call().then(
          () => {
            closed();
            return false;
          },
          (error: unknown) => noAnswer(error),
        )
      : options.healthCheck().then(
          (up) => !up,
          () => true,
        );
    const confirmation = check.finally(() => confirming.delete(key));
    confirming.set(key, confirmation);
    return confirmation;
  }

  return {
    async run(url, call, request = { shape: url, id: url }) {
      const current = state();
      const probe = current === 'half-open';
      if (current === 'open' || (probe && probing)) throw unavailable(url, 'circuit open');
      if (probe) probing = true;
      try {
        const value = await call();
        closed();
        succeeded(request, call);
        return value;
      } catch (error) {
        if (!noAnswer(error)) {
          // The CMS answered: it is up.
          closed();
          throw error;
        }
        const reason = error instanceof Error ? error.message : String(error);
        const status = (error as CmsError).status;
        if (status !== null && !(await confirmOutage(request))) {
          throw unavailable(url, `${reason} (this request only; not counted)`, error);
        }
        failures += 1;
        if (probe || failures >= options.failureThreshold) openedAt = now();
        throw unavailable(url, reason, error);
      } finally {
        if (probe) probing = false;
      }
    },
    get state() {
      return state();
    },
  };
}

/** The reader with every GET going through the breaker, each with its kind and identity. */
export function withBreaker(reader: CmsReader, breaker: CircuitBreaker): CmsReader {
  return {
    get: (path, query = {}) =>
      breaker.run(path, () => reader.get(path, query), {
        shape: requestShape(path, query),
        id: `${path}?${strapiQueryString(query)}`,
      }),
  };
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
