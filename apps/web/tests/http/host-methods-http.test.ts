import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSiteOnFakeCms,
  type RunningServer,
  type SiteOnFakeCms,
} from '../e2e/support/web-server';

/**
 * Issue 22, findings 1, 6 and 8 over HTTP against the production server with a fake CMS
 * (docs/decisions/0036): unknown hosts and odd methods are refused before any render or cache
 * work; the canonical link names SITE_URL whatever the request said; the security headers.
 */
let web: RunningServer;
let site: SiteOnFakeCms;
let port: number;
const siteUrl = 'https://www.zentralmuseum.example';

beforeAll(async () => {
  site = await startSiteOnFakeCms({ HTML_CACHE: 'on', SITE_URL: siteUrl, HSTS_MAX_AGE: '600' });
  web = site.web;
  port = Number(new URL(web.url).port);
});

afterAll(() => site?.stop());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: fetch would neither send a Host of our choice nor the odd methods. */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, setHost: !('Host' in headers) },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * The raw bytes answered to what is written to a fresh connection (for invalid Host values),
 * once the server has closed it: it does after each of these answers. A connection still open
 * after 30 s is an error, not a partial answer.
 */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    const stuck = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end of the answer after 30 s, got: ${JSON.stringify(answer)}`));
    }, 30_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => {
      clearTimeout(stuck);
      resolve(answer);
    });
    socket.on('error', (error) => {
      clearTimeout(stuck);
      reject(error);
    });
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('Host (finding 1)', () => {
  it('refuses an unknown Host and X-Forwarded-Host with 400, and never caches or names it', async () => {
    const paths = ['/de', '/en', '/de/besuch'];
    // Asked once before: the HTML cache keeps a page from its second request on.
    for (const path of paths) expect((await send('GET', path)).status).toBe(200);
    for (const path of paths) {
      for (let round = 0; round < 2; round += 1) {
        for (const headers of <Array<Record<string, string>>>[
          { Host: 'evil.example' },
          { Host: `127.0.0.1:${port}`, 'X-Forwarded-Host': 'evil.example' },
        ]) {
          const answer = await send('GET', path, headers);
          expect(answer.status).toBe(400);
          expect(answer.headers['cache-control']).toBe('no-store');
          expect(answer.body).toContain('Bad request');
          expect(answer.body).not.toMatch(/evil|at \w+ \(/);
        }
      }
    }
    for (const path of paths) {
      for (let round = 0; round < 3; round += 1) {
        const answer = await send('GET', path);
        expect(answer.status).toBe(200);
        expect(answer.body).not.toContain('evil.example');
        expect(canonicalOf(answer.body)).toMatch(/^https:\/\/www\.zentralmuseum\.example\//);
      }
    }
  });

  it('serves the configured and loopback hosts', async () => {
    for (const host of ['www.zentralmuseum.example', 'localhost:3000', `127.0.0.1:${port}`]) {
      const answer = await send('GET', '/de', { Host: host });
      expect(answer.status).toBe(200);
      expect(canonicalOf(answer.body)).toMatch(/^https:\/\/www\.zentralmuseum\.example\//);
    }
  });
});

describe('odd requests (finding 6)', () => {
  it('answers TRACE and unserved methods 405 with Allow, on every kind of path', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      for (const path of ['/de', '/en/visit', '/healthz', '/api/calendar', '/nothing-here']) {
        const answer = await send(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST');
      }
    }
    const options = await send('OPTIONS', '/de');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, POST');
  });

  // Issue 41, finding 7: a bare "Unexpected Server Error" (500) before.
  it('answers encoded tabs and line breaks in a path with the framed 404 page', async () => {
    for (const [path, lang] of [
      ['/%09/', 'de-DE'],
      ['/%0a/', 'de-DE'],
      ['/en/%0D%0A/', 'en-US'],
    ] as const) {
      const answer = await send('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain(`<html lang="${lang}"`);
      expect(answer.body, path).toMatch(/<header[\s>]/);
      expect(answer.body, path).toMatch(/<footer[\s>]/);
    }
  });

  it('answers CONNECT 405', async () => {
    const answer = await raw(`CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
  });

  it('answers an empty, port-overflowing or malformed Host 400', async () => {
    for (const host of [
      '',
      'evil.example:99999',
      'localhost:99999',
      'localhost:0',
      'a b',
      'localhost:3000@evil',
    ]) {
      const answer = await raw(
        `GET /de/besuch?x=${Math.random()} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, JSON.stringify(host)).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).not.toMatch(/Invalid URL|at \w+ \(/);
    }
    const noHost = await raw(`GET /de HTTP/1.0\r\n\r\n`);
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('answers a form sent to a page without one 405, without route ids, logging one line', async () => {
    const before = web.output().split('\n').length;
    for (const path of ['/de', '/de.data', '/_root.data', '/en/visit', '/nothing-here']) {
      const answer = await send('POST', path, {
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.body).not.toMatch(/route|action|home\.de/);
    }
    // The booking form still reaches its action (refused there: no form fields, no origin).
    const booking = await send('POST', '/de/fuehrungen/any/anfrage', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(booking.status).not.toBe(405);
    const lines = () =>
      web
        .output()
        .split('\n')
        .slice(before - 1)
        .filter(Boolean);
    await expect
      .poll(() => lines().filter((line) => line.startsWith('[method]')), { timeout: 10_000 })
      .toHaveLength(5);
    expect(lines().join('\n')).not.toMatch(/^\s+at /m);
  });
});

describe('headers (finding 8)', () => {
  it('sends HSTS for an https SITE_URL, CSP reports to the site, no X-Powered-By', async () => {
    const answer = await send('GET', '/de');
    expect(answer.headers['strict-transport-security']).toBe('max-age=600');
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain(
      `report-uri ${siteUrl}/api/csp-report; report-to csp`,
    );
    expect(answer.headers['reporting-endpoints']).toBe(`csp="${siteUrl}/api/csp-report"`);
  });

  it('takes CSP reports: 204, one log line, small bodies only, rate-limited', async () => {
    const report = JSON.stringify({
      'csp-report': {
        'document-uri': `${siteUrl}/de`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    });
    const post = (body: string, type = 'application/csp-report') =>
      fetch(`${web.url}/api/csp-report`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      });
    expect((await post(report)).status).toBe(204);
    await expect
      .poll(() => web.output(), { timeout: 10_000 })
      .toContain(
        `[csp] violation script-src-elem blocked=https://evil.example/x.js page=${siteUrl}/de`,
      );
    expect((await post('x'.repeat(20_000))).status).toBe(413);
    const statuses: number[] = [];
    for (let count = 0; count < 25; count += 1) statuses.push((await post(report)).status);
    expect(statuses).toContain(429);
  });
});
