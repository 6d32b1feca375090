/**
 * The /media route against a fake CMS: a tiny HTTP server that serves uploads made by sharp and
 * counts what it is asked.
 */
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filePath, mediaPath, originalMediaPath } from '~/site/media-paths';
import { signedMediaVersion } from '~/content/media-version.server';
import { mediaHandler, mediaRoutePattern } from './media';

/** An upload as the site's pages name it: the version signed like content/transform/image.ts does. */
const upload = (file: string, stamp = 'v1') => ({ file, version: signedMediaVersion(stamp, file) });

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
let jpeg: Buffer;
/** A podcast episode's bytes (not a real WAV: the site passes files on unread). */
const wav = Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 7) % 251));
const pdf = Buffer.from('%PDF-1.4 facts');
let cmsRequests: string[] = [];
let cmsDown = false;
const servers: Server[] = [];
let cacheDir: string;

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** fetch() adds `Cache-Control: no-cache` to conditional requests, as browsers' reloads do. */
function conditionalStatus(url: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

const notFoundPage = '<h1>404 Seite nicht gefunden</h1>';
let site: string;
let deadSite: string;
/** Its cache folder lies below a dot folder (~/.cache/…). */
let dotSite: string;
/** Its cache folder cannot take encoded files (a file stands where their folder goes). */
let fullSite: string;

beforeAll(async () => {
  jpeg = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const cms = createServer((req, res) => {
    cmsRequests.push(req.url ?? '');
    if (cmsDown) {
      res.writeHead(503).end();
      return;
    }
    if (req.url === '/uploads/hall_4f2a.jpg')
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    else if (req.url === '/uploads/logo_1a.svg')
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
    else if (req.url === '/uploads/broken_1a.jpg') res.writeHead(200).end('not an image');
    else if (req.url === '/uploads/talk_2795d73db5.wav')
      res.writeHead(200, { 'content-type': 'audio/x-wav' }).end(wav);
    // The CMS's own word on the type is not what the site sends.
    else if (req.url === '/uploads/facts_8170429078.pdf')
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(pdf);
    else res.writeHead(404).end();
  });
  const cmsUrl = await listen(cms);
  cacheDir = await mkdtemp(path.join(process.env.TEST_SCRATCH_DIR || tmpdir(), 'media-test-'));

  const app = express();
  app.get(mediaRoutePattern, mediaHandler({ sourceBaseUrl: cmsUrl, cacheDir }));
  // What the site does with every address nothing else answers: its not-found page.
  app.use((_req, res) => void res.status(404).type('html').send(notFoundPage));
  site = await listen(createServer(app));

  // A CMS address where nothing listens.
  const nowhere = await listen(createServer());
  const nowhereUrl = nowhere;
  await new Promise((resolve) => servers.pop()!.close(resolve));
  const dead = express();
  dead.get(
    mediaRoutePattern,
    mediaHandler({ sourceBaseUrl: nowhereUrl, cacheDir: path.join(cacheDir, 'dead') }),
  );
  deadSite = await listen(createServer(dead));

  const dot = express();
  dot.get(
    mediaRoutePattern,
    mediaHandler({ sourceBaseUrl: cmsUrl, cacheDir: path.join(cacheDir, '.cache', 'media') }),
  );
  dotSite = await listen(createServer(dot));

  const fullDir = path.join(cacheDir, 'full');
  await mkdir(fullDir, { recursive: true });
  await writeFile(path.join(fullDir, 'encoded'), 'not a folder');
  const full = express();
  full.get(mediaRoutePattern, mediaHandler({ sourceBaseUrl: cmsUrl, cacheDir: fullDir }));
  fullSite = await listen(createServer(full));
});

afterAll(async () => {
  for (const server of servers) server.close();
  await rm(cacheDir, { recursive: true, force: true });
});

beforeEach(() => {
  cmsRequests = [];
  cmsDown = false;
});

const hall = upload('hall_4f2a.jpg');

describe('GET /media', () => {
  it('serves each format in the asked width with a year of caching and an ETag', async () => {
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const response = await fetch(site + mediaPath(hall, 480, format));
      expect(response.status, format).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{20}-480/);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(360);
    }
    // The upload was fetched once for all three.
    expect(cmsRequests).toEqual(['/uploads/hall_4f2a.jpg']);
  });

  it('answers from its disk cache the second time, and 304 to a matching ETag', async () => {
    const first = await fetch(site + mediaPath(hall, 320, 'webp'));
    const etag = first.headers.get('etag')!;
    const body = Buffer.from(await first.arrayBuffer());
    cmsRequests = [];
    cmsDown = true;
    const second = await fetch(site + mediaPath(hall, 320, 'webp'));
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
    expect(await conditionalStatus(site + mediaPath(hall, 320, 'webp'), etag)).toBe(304);
    expect(cmsRequests).toEqual([]);
    // No temporary file is left beside the finished ones.
    const files = await readdir(cacheDir, { recursive: true });
    expect(files.filter((file) => String(file).endsWith('.tmp'))).toEqual([]);
  });

  it('never enlarges: a width above the original gives the original’s width', async () => {
    const response = await fetch(site + mediaPath(hall, 1920, 'jpeg'));
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(1200);
  });

  it('makes a file once when many ask for it at the same time', async () => {
    const fresh = upload('hall_4f2a.jpg', 'v2');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(site + mediaPath(fresh, 960, 'avif'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const etags = new Set(answers.map((answer) => answer.headers.get('etag')));
    expect(etags.size).toBe(1);
    expect(cmsRequests).toEqual(['/uploads/hall_4f2a.jpg']);
  });

  it('passes SVG on as uploaded, unable to run scripts', async () => {
    const response = await fetch(site + originalMediaPath(upload('logo_1a.svg', 'v1')));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await response.text()).toBe(svg);
  });

  it.each([
    '/media/<v>/480/..%2F..%2Fetc%2Fpasswd.avif',
    '/media/<v>/500/hall_4f2a.jpg.avif',
    '/media/<v>/480/hall_4f2a.jpg.gif',
    '/media/<v>/480/http%3A%2F%2Fevil.example%2Fx.jpg.avif',
    '/media/<v>/original/hall_4f2a.jpg',
  ])('answers 404 to %s without asking the CMS', async (address) => {
    const response = await fetch(site + address.replace('<v>', hall.version));
    expect(response.status).toBe(404);
    expect(cmsRequests).toEqual([]);
  });

  it('answers 404 to versions the site did not write, without asking the CMS or storing anything', async () => {
    const before = await readdir(cacheDir, { recursive: true });
    const madeUp = Array.from({ length: 100 }, (_, index) => `x${index}`.padEnd(15, '0'));
    for (const version of [...madeUp, 'v1', signedMediaVersion('v1', 'other_1.jpg')]) {
      const response = await fetch(site + mediaPath({ ...hall, version }, 480, 'avif'));
      expect(response.status, version).toBe(404);
    }
    expect(cmsRequests).toEqual([]);
    expect(await readdir(cacheDir, { recursive: true })).toEqual(before);
  });

  it('answers 404 to an upload the CMS does not have, or one that is not an image', async () => {
    expect((await fetch(site + mediaPath(upload('gone_1.jpg', 'v1'), 480, 'avif'))).status).toBe(
      404,
    );
    expect((await fetch(site + mediaPath(upload('broken_1a.jpg', 'v1'), 480, 'avif'))).status).toBe(
      404,
    );
  });

  it('serves from a cache folder below a dot folder', async () => {
    const response = await fetch(dotSite + mediaPath(hall, 320, 'jpeg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 503, not 404, when its disk cannot take the encoded file', async () => {
    const response = await fetch(fullSite + mediaPath(hall, 320, 'webp'));
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 without a stack trace when the CMS fails or cannot be reached', async () => {
    cmsDown = true;
    const failing = await fetch(site + mediaPath(upload('hall_4f2a.jpg', 'v9'), 480, 'avif'));
    expect(failing.status).toBe(503);
    expect(failing.headers.get('cache-control')).toBe('no-store');
    expect(await failing.text()).not.toMatch(/Error|at .*\(/);
    const unreachable = await fetch(deadSite + mediaPath(hall, 480, 'avif'));
    expect(unreachable.status).toBe(503);
    expect(await unreachable.text()).not.toMatch(/Error|at .*\(/);
  });
});

const talk = upload('talk_2795d73db5.wav');
const facts = upload('facts_8170429078.pdf');

/** A GET with headers of its own, read whole. */
async function fetchWhole(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(address, { headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /media/<version>/file/<upload>', () => {
  it('passes audio on as uploaded: its type, length, a year of caching, played in place', async () => {
    const { response, body } = await fetchWhole(site + filePath(talk));
    expect(response.status).toBe(200);
    expect(body.equals(wav)).toBe(true);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-length')).toBe(String(wav.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable, no-transform',
    );
    expect(response.headers.get('content-disposition')).toBe('inline; filename="talk.wav"');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{20}-f"$/);
  });

  it('answers byte ranges with 206 and Content-Range, as players seek', async () => {
    const middle = await fetchWhole(site + filePath(talk), { range: 'bytes=1000-1999' });
    expect(middle.response.status).toBe(206);
    expect(middle.response.headers.get('content-range')).toBe(`bytes 1000-1999/${wav.length}`);
    expect(middle.response.headers.get('content-length')).toBe('1000');
    expect(middle.body.equals(wav.subarray(1000, 2000))).toBe(true);
    const open = await fetchWhole(site + filePath(talk), { range: 'bytes=299000-' });
    expect(open.response.status).toBe(206);
    expect(open.body.equals(wav.subarray(299_000))).toBe(true);
    const suffix = await fetchWhole(site + filePath(talk), { range: 'bytes=-10' });
    expect(suffix.response.status).toBe(206);
    expect(suffix.body.equals(wav.subarray(-10))).toBe(true);
  });

  it('answers 416 with the size to a range outside the file', async () => {
    const { response, body } = await fetchWhole(site + filePath(talk), {
      range: `bytes=${wav.length}-`,
    });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${wav.length}`);
    expect(body.length).toBe(0);
  });

  it('serves ranges from its disk cache once fetched, with the CMS down', async () => {
    await fetchWhole(site + filePath(talk));
    cmsDown = true;
    const { response, body } = await fetchWhole(site + filePath(talk), { range: 'bytes=0-9' });
    expect(response.status).toBe(206);
    expect(body.equals(wav.subarray(0, 10))).toBe(true);
    expect(cmsRequests).toEqual([]);
  });

  it('gives a download its type by name, its size and a safe file name to save it under', async () => {
    const { response, body } = await fetchWhole(site + filePath(facts));
    expect(response.status).toBe(200);
    expect(body.equals(pdf)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(pdf.length));
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="facts.pdf"');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it.each([
    '/media/<v>/file/..%2F..%2Fetc%2Fpasswd.pdf',
    '/media/<v>/file/..%2Fadmin',
    '/media/<v>/file/page_1a.html',
    '/media/<v>/file/http%3A%2F%2Fevil.example%2Fx.pdf',
    '/media/<v>/file/.env.pdf',
    '/media/x00000000000000/file/talk_2795d73db5.wav',
    '/media/<v>/file/other_1a.wav',
  ])('gives %s the site’s not-found page without asking the CMS', async (address) => {
    const response = await fetch(site + address.replace('<v>', talk.version));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(notFoundPage);
    expect(cmsRequests).toEqual([]);
  });

  it('gives an upload the CMS no longer has the site’s not-found page', async () => {
    const response = await fetch(site + filePath(upload('gone_1a2b3c4d5e.pdf')));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(notFoundPage);
  });

  it('answers 503 without a stack trace when the CMS fails or cannot be reached', async () => {
    cmsDown = true;
    const failing = await fetch(site + filePath(upload('facts_8170429078.pdf', 'v7')));
    expect(failing.status).toBe(503);
    expect(failing.headers.get('cache-control')).toBe('no-store');
    expect(failing.headers.get('retry-after')).toBeTruthy();
    expect(await failing.text()).not.toMatch(/Error|at .*\(/);
    const unreachable = await fetch(deadSite + filePath(facts));
    expect(unreachable.status).toBe(503);
    expect(await unreachable.text()).not.toMatch(/Error|at .*\(/);
  });
});
