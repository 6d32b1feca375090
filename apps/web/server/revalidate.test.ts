import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revalidateHandler } from './revalidate';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(secret: string | undefined, invalidate: () => number) {
  const app = express();
  app.post('/api/revalidate', revalidateHandler({ secret, invalidate }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
}

describe('POST /api/revalidate', () => {
  it('clears the content cache with the right secret', async () => {
    const invalidate = vi.fn(() => 4);
    const url = await serve('s3cret', invalidate);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'x-revalidate-secret': 's3cret' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, cleared: 4 });
    expect(invalidate).toHaveBeenCalledOnce();
  });

  it('answers 401 for a wrong, missing or unconfigured secret', async () => {
    const invalidate = vi.fn(() => 0);
    const url = await serve('s3cret', invalidate);
    const attempts: Record<string, string>[] = [{ 'x-revalidate-secret': 'wrong' }, {}];
    for (const headers of attempts) {
      expect((await fetch(url, { method: 'POST', headers })).status).toBe(401);
    }
    close?.();
    const unconfigured = await serve(undefined, invalidate);
    const response = await fetch(unconfigured, {
      method: 'POST',
      headers: { 'x-revalidate-secret': '' },
    });
    expect(response.status).toBe(401);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
