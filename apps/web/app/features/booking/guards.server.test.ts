import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadableStreamFromReadable } from '@react-router/node';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, createRateLimiter, isSameOrigin, readFormBody } from './guards.server';

const post = (headers: Record<string, string>, body = 'a=1') =>
  new Request('http://museum.example/fuehrungen/x/anfrage', { method: 'POST', headers, body });

describe('booking guards', () => {
  it('accepts same-origin posts and refuses foreign origins', () => {
    expect(isSameOrigin(post({ origin: 'http://museum.example' }))).toBe(true);
    expect(isSameOrigin(post({ origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(post({ 'x-zm-form-origin': 'https://evil.example' }))).toBe(false);
    expect(
      isSameOrigin(post({ origin: 'https://www.museum.example' }), ['https://www.museum.example']),
    ).toBe(true);
    expect(isSameOrigin(post({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });

  it('reads a malformed multipart body as an empty form, not a 500 (npm run drill)', async () => {
    for (const type of ['multipart/form-data; boundary=', 'multipart/form-data']) {
      const form = await readFormBody(post({ 'content-type': type }, 'name=Ada&%ff%fe'), 1000);
      expect([...form.keys()]).toEqual([]);
    }
  });

  it('reads a small body and refuses a large one, declared or streamed', async () => {
    expect((await readFormBody(post({}, 'name=Ada'), 100)).get('name')).toBe('Ada');
    await expect(readFormBody(post({ 'content-length': '5000' }, 'x'), 100)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    await expect(readFormBody(post({}, `x=${'a'.repeat(500)}`), 100)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
  });

  it('limits attempts per client address within a window', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1000, now: () => now });
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.allow('b')).toBe(true);
    now = 1000;
    expect(limiter.allow('a')).toBe(true);
  });
});

describe('a booking body over the limit on a real connection', () => {
  /**
   * The site's adapter hands the Node request to the action as a web stream; cancelling that
   * stream destroys the socket. A chunked body (no Content-Length) over the limit must still
   * get its 413 answer, not a connection reset.
   */
  async function postChunked(totalBytes: number) {
    const server = createServer(async (req, res) => {
      const request = new Request('http://museum.example/anfrage', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: createReadableStreamFromReadable(req),
        duplex: 'half',
      } as RequestInit);
      try {
        const form = await readFormBody(request, 16 * 1024);
        res.end(`ok ${form.get('message')?.length}`);
      } catch (error) {
        const kept = error instanceof BodyTooLargeError ? error.partial.get('first-name') : null;
        res.writeHead(413, { connection: 'close' }).end(`too large, kept ${kept}`);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const client = httpRequest(
          { port, host: '127.0.0.1', method: 'POST', path: '/anfrage' },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            res.on('error', reject);
          },
        );
        client.on('error', reject);
        client.write('first-name=Ada&message=');
        let sent = 0;
        const chunk = 'a'.repeat(1024);
        const more = () => {
          if (sent >= totalBytes) return void client.end();
          sent += chunk.length;
          if (client.write(chunk)) setImmediate(more);
          else client.once('drain', more);
        };
        more();
      });
    } finally {
      server.close();
    }
  }

  it('answers 413 and keeps the fields read so far', async () => {
    expect(await postChunked(40 * 1024)).toEqual({ status: 413, body: 'too large, kept Ada' });
  });

  it('reads a body within the limit', async () => {
    expect(await postChunked(8 * 1024)).toEqual({ status: 200, body: 'ok 8192' });
  });
});
