import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revalidateHandler } from './revalidate';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(
  secret: string | undefined,
  invalidate: (
    names: readonly string[] | null,
    scope: { type: string; documents: string[] } | null,
  ) => number,
  changed?: (entry: { model: string; documentId: string }) => Promise<void>,
) {
  const app = express();
  app.post('/api/revalidate', revalidateHandler({ secret, invalidate, changed }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
}

/** A change notice with the right secret, as the CMS sends it. */
const postChange = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'x-revalidate-secret': 's3cret', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

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
    expect(invalidate).toHaveBeenCalledExactlyOnceWith(null, null);
  });

  it('renews only the content a change touches, and nothing for a private model', async () => {
    const invalidate = vi.fn(() => 2);
    const changed = vi.fn(async () => {});
    const url = await serve('s3cret', invalidate, changed);
    const post = (body: unknown) => postChange(url, body);
    const entry = { documentId: 'c1', locale: 'de' };
    const category = { event: 'entry.update', model: 'category', entry };
    expect(
      await (await post({ ...category, affects: ['categories', 'exhibitions'] })).json(),
    ).toEqual({ revalidated: true, cleared: 2 });
    expect(invalidate).toHaveBeenCalledExactlyOnceWith(['categories', 'exhibitions'], null);
    // A booking request touches no public content: no cache is emptied, the search not asked.
    const booking = { event: 'entry.create', model: 'booking-request', entry, affects: [] };
    expect(await (await post(booking)).json()).toEqual({ revalidated: false, cleared: 0 });
    expect(invalidate).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
  });

  it('passes on the documents a change names, so other collections renew only where they show them', async () => {
    const invalidate = vi.fn(() => 3);
    const url = await serve('s3cret', invalidate);
    const change = {
      event: 'entry.publish',
      model: 'exhibition',
      entry: { documentId: 'x1', locale: 'de' },
      affects: ['exhibitions', 'events'],
      type: 'exhibitions',
      documents: ['x1', 'e7', 42, ''],
    };
    expect(await (await postChange(url, change)).json()).toEqual({ revalidated: true, cleared: 3 });
    expect(invalidate).toHaveBeenCalledExactlyOnceWith(['exhibitions', 'events'], {
      type: 'exhibitions',
      documents: ['x1', 'e7'],
    });
    // Without its type, the documents alone cannot narrow anything: whole types.
    await postChange(url, { ...change, type: undefined });
    expect(invalidate).toHaveBeenLastCalledWith(['exhibitions', 'events'], null);
  });

  it('refuses a body without the secret before reading it', async () => {
    const invalidate = vi.fn(() => 0);
    const url = await serve('s3cret', invalidate);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Not even valid JSON: parsing it would answer 400, not 401.
      body: '{'.repeat(1000),
    });
    expect(response.status).toBe(401);
    expect(invalidate).not.toHaveBeenCalled();
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

  it('passes the changed entry on, after clearing the cache', async () => {
    const invalidate = vi.fn(() => 1);
    const changed = vi.fn(async () => {});
    const url = await serve('s3cret', invalidate, changed);
    const post = (body: unknown) => postChange(url, body);
    const publish = { event: 'entry.publish', model: 'event', entry: { documentId: 'abc', id: 3 } };
    expect((await post(publish)).status).toBe(200);
    await vi.waitFor(() =>
      expect(changed).toHaveBeenCalledWith({ model: 'event', documentId: 'abc' }),
    );
    // A media event or a body without an entry still clears the cache, and names nothing.
    expect((await post({ event: 'media.create', media: { id: 1 } })).status).toBe(200);
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(changed).toHaveBeenCalledOnce();
  });

  it('keeps answering when the search cannot re-read the entry', async () => {
    const changed = vi.fn(async () => {
      throw new Error('CMS down');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = await serve('s3cret', () => 0, changed);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'x-revalidate-secret': 's3cret', 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'page', entry: { documentId: 'p1' } }),
    });
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('CMS down')));
    error.mockRestore();
  });
});
