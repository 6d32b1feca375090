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
import { mediaPath, originalMediaPath } from '~/site/media-paths';
import { signedMediaVersion } from '~/content/media-version.server';
import { mediaHandler, mediaRoutePattern } from './media';

/** An upload as the site's pages name it: the version signed like content/transform/image.ts does. */
const upload = (file: string, stamp = 'v1') => ({ file, version: signedMediaVersion(stamp, file) });

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
let jpeg: Buffer;
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
    else res.writeHead(404).end();
  });
  const cmsUrl = await listen(cms);
  cacheDir = await mkdtemp(path.join(process.env.TEST_SCRATCH_DIR || tmpdir(), 'media-test-'));

  const app = express();
  app.get(mediaRoutePattern, mediaHandler({ sourceBaseUrl: cmsUrl, cacheDir }));
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
