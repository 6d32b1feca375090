import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createRenderGate, renderGateFromEnv } from './render-gate';

/** A response that records what was sent and can finish or close like Express's. */
class FakeResponse extends EventEmitter {
  statusCode = 200;
  headers: Record<string, string> = {};
  body: string | null = null;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  type(value: string) {
    this.headers['content-type'] = value;
  }
  send(body: string) {
    this.body = body;
    this.emit('finish');
  }
}

function visit(gate: ReturnType<typeof createRenderGate>, method = 'GET') {
  const res = new FakeResponse();
  let admitted = false;
  gate.handler({ method } as Request, res as unknown as Response, () => {
    admitted = true;
  });
  return { res, admitted: () => admitted };
}

describe('render gate', () => {
  it('lets `concurrency` renders run and the next ones in as they finish, in arrival order', () => {
    const gate = createRenderGate({ concurrency: 2, maxQueue: 10 });
    const [a, b, c, d] = [visit(gate), visit(gate), visit(gate), visit(gate)];
    expect([a, b, c, d].map((v) => v.admitted())).toEqual([true, true, false, false]);
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    b.res.emit('finish');
    expect([c.admitted(), d.admitted()]).toEqual([true, false]);
    a.res.emit('close');
    expect(d.admitted()).toBe(true);
    expect(gate.load()).toEqual({ running: 2, waiting: 0 });
  });

  it('counts a render once when its answer both finishes and closes', () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 10 });
    const first = visit(gate);
    const [second, third] = [visit(gate), visit(gate)];
    first.res.emit('finish');
    first.res.emit('close');
    expect([second.admitted(), third.admitted()]).toEqual([true, false]);
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });
  });

  it('gives up the place of a visitor who leaves while waiting', () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 10 });
    const first = visit(gate);
    const [leaving, staying] = [visit(gate), visit(gate)];
    leaving.res.emit('close');
    expect(gate.load().waiting).toBe(1);
    first.res.emit('finish');
    expect([leaving.admitted(), staying.admitted()]).toEqual([false, true]);
  });

  it('answers 503 with Retry-After in both languages when the queue is full', () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 1, retryAfterSeconds: 7 });
    visit(gate);
    visit(gate);
    const refused = visit(gate);
    expect(refused.admitted()).toBe(false);
    expect(refused.res.statusCode).toBe(503);
    expect(refused.res.headers['retry-after']).toBe('7');
    expect(refused.res.headers['cache-control']).toBe('no-store');
    expect(refused.res.body).toMatch(/Bitte versuchen Sie es/);
    expect(refused.res.body).toMatch(/Please try again/);
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });
  });

  it('never holds or refuses a form submission', () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 0 });
    visit(gate);
    const post = visit(gate, 'POST');
    expect(post.admitted()).toBe(true);
    expect(post.res.statusCode).toBe(200);
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
  });

  it('reads its limits from the environment and falls back on values that are no count', () => {
    const gate = renderGateFromEnv({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: 'many' });
    visit(gate);
    for (let i = 0; i < 256; i += 1) visit(gate);
    expect(gate.load()).toEqual({ running: 1, waiting: 256 });
    expect(visit(gate).res.statusCode).toBe(503);
  });

  it('lets a waiting render go on in its own request’s context, not the one that made room', () => {
    const gate = createRenderGate({ concurrency: 1, maxQueue: 10 });
    const scope = new AsyncLocalStorage<string>();
    const seen: Array<string | undefined> = [];
    const request = (name: string) => {
      const res = new FakeResponse();
      scope.run(name, () =>
        gate.handler({ method: 'GET' } as Request, res as unknown as Response, () => {
          seen.push(scope.getStore());
        }),
      );
      return res;
    };
    const first = request('first');
    request('preview');
    scope.run('first', () => first.emit('finish'));
    expect(seen).toEqual(['first', 'preview']);
  });
});
