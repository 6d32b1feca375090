import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsFeedPattern } from '~/site/feed-paths';
import { feedHandler, type FeedSource } from './feeds';

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  vi.restoreAllMocks();
});

async function serve(source: FeedSource) {
  const app = express();
  app.get(newsFeedPattern, feedHandler('news', source));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers });
}

const xml = '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel/></rss>';

describe('feed handler', () => {
  it('answers the language’s feed as RSS that caches must revalidate, with an ETag', async () => {
    const source = vi.fn(async () => xml);
    const get = await serve(source);
    const response = await get('/feeds/en/news.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(await response.text()).toBe(xml);
    expect(source).toHaveBeenCalledWith('en');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    // fetch() would add "Cache-Control: no-cache" to a conditional request; a reader revalidates.
    const again = await get('/feeds/en/news.xml', {
      'if-none-match': etag ?? '',
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a language the site does not have, without asking for content', async () => {
    const source = vi.fn(async () => xml);
    const get = await serve(source);
    const response = await get('/feeds/fr/news.xml');
    expect(response.status).toBe(404);
    expect(source).not.toHaveBeenCalled();
  });

  it('answers 503 in plain text, never a stack, when the content cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = await serve(async () => {
      throw new Error('CMS unreachable at /secret/path');
    });
    const response = await get('/feeds/de/news.xml');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).toMatch(/not available/);
    expect(body).not.toMatch(/CMS unreachable|at \//);
  });
});
