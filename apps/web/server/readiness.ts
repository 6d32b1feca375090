import type { RequestHandler } from 'express';

/** A check of readiness: true when that part is ready; a throw or a timeout counts as not. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

const withinMs = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(resolve, ms, fallback).unref())]);

/**
 * GET /readyz: 200 when every check passes, else 503 naming the parts that are not ready.
 * /healthz says the process runs; this says it can serve pages well (the CMS answers, the
 * search index is built): what a balancer or a rolling restart waits for before sending visitors.
 */
export function readinessHandler(
  checks: Record<string, ReadinessCheck>,
  { timeoutMs = 1000 }: { timeoutMs?: number } = {},
): RequestHandler {
  return async (_req, res) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const ready = await withinMs(
          Promise.resolve()
            .then(check)
            .catch(() => false),
          timeoutMs,
          false,
        );
        return [name, ready === true] as const;
      }),
    );
    const ready = results.every(([, passed]) => passed);
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      checks: Object.fromEntries(
        results.map(([name, passed]) => [name, passed ? 'ok' : 'failing']),
      ),
    });
  };
}

/** The CMS answers its health check within the time the handler allows (Strapi: /_health). */
export const cmsAnswers =
  (baseUrl: string, circuitOpen: () => boolean): ReadinessCheck =>
  async () => {
    if (circuitOpen()) return false;
    const answer = await fetch(`${baseUrl}/_health`, { signal: AbortSignal.timeout(1000) });
    return answer.status < 300;
  };
