import { AsyncResource } from 'node:async_hooks';
import type { RequestHandler, Response } from 'express';

/**
 * Admission control for page renders. Fifty renders started at once do not finish sooner than
 * the same fifty taken a few at a time (one core does the work either way), but each holds its
 * React tree, loader data and output at once: the heap and the malloc arenas grow to that peak
 * and stay there. So at most `concurrency` GET/HEAD renders run; the others wait in arrival
 * order holding only their request. A waiting visitor who gives up leaves the queue. When the
 * queue is full the answer is 503 with Retry-After, which a proxy or browser can act on,
 * instead of every visitor waiting ever longer. Form submissions (POST) are never held or
 * refused here: nothing a visitor sent may be lost.
 */
export interface RenderGateOptions {
  concurrency: number;
  maxQueue: number;
  /** Seconds a refused visitor is asked to wait. */
  retryAfterSeconds?: number;
}

export interface RenderGate {
  handler: RequestHandler;
  /** Renders running and waiting (tests, health). */
  load(): { running: number; waiting: number };
}

export function createRenderGate({
  concurrency,
  maxQueue,
  retryAfterSeconds = 5,
}: RenderGateOptions): RenderGate {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };

  const admit = (res: Response, go: () => void) => {
    running += 1;
    let released = false;
    const once = () => {
      if (released) return;
      released = true;
      release();
    };
    res.once('finish', once);
    res.once('close', once);
    go();
  };

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (running < concurrency) return admit(res, next);
    if (waiting.length >= maxQueue) {
      res.status(503);
      res.setHeader('Retry-After', String(retryAfterSeconds));
      res.setHeader('Cache-Control', 'no-store');
      res.type('text/plain; charset=utf-8');
      res.send(
        'Die Website ist gerade sehr gefragt. Bitte versuchen Sie es in ein paar Sekunden noch einmal.\n' +
          'The website is very busy right now. Please try again in a few seconds.\n',
      );
      return;
    }
    // Bound to this request's async context: the turn comes from another request's finish
    // event, and what the render reads from AsyncLocalStorage (the preview's draft scope, the
    // request id) must still be this request's.
    const turn = AsyncResource.bind(() => admit(res, next));
    waiting.push(turn);
    // A visitor who leaves before their turn gives the place up.
    res.once('close', () => {
      const index = waiting.indexOf(turn);
      if (index !== -1) waiting.splice(index, 1);
    });
  };

  return { handler, load: () => ({ running, waiting: waiting.length }) };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * RENDER_CONCURRENCY (default 4: renders mostly compute, and the content they read is in
 * memory) and RENDER_QUEUE (default 256 waiting).
 */
export function renderGateFromEnv(env = process.env): RenderGate {
  return createRenderGate({
    concurrency: positiveInteger(env.RENDER_CONCURRENCY, 4),
    maxQueue: positiveInteger(env.RENDER_QUEUE, 256),
  });
}
