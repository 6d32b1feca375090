import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaSource } from '~/domain/types';
import { iiifImageHandler, iiifImageRoutePattern } from './iiif-image';
import { createIiifTiles, tilesFromEnv, type TilesJob } from './iiif-tiles';

const origin = 'https://museum.example';
let dir: string;
let sources: Map<string, string>;

/** A media store over a folder: each upload's bytes under sources/<sha256>, as server/media.ts keeps them. */
function fakeStore() {
  return {
    async source(media: MediaSource) {
      const sha = sources.get(media.file);
      if (!sha) throw Object.assign(new Error(media.file), { name: 'MediaNotFound' });
      return sha;
    },
    sourceFile: (sha: string) => path.join(dir, 'sources', sha),
  };
}

async function addUpload(file: string, width: number, height: number, orientation?: number) {
  let image = sharp({ create: { width, height, channels: 3, background: '#8a6d3b' } }).jpeg();
  if (orientation) image = image.withMetadata({ orientation });
  const bytes = await image.toBuffer();
  const sha = createHash('sha256').update(bytes).digest('hex');
  await mkdir(path.join(dir, 'sources'), { recursive: true });
  await writeFile(path.join(dir, 'sources', sha), bytes);
  sources.set(file, sha);
  return sha;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zm-tiles-'));
  sources = new Map();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createIiifTiles', () => {
  it('names an upload by the SHA-256 of its bytes and its upright size', async () => {
    const sha = await addUpload('kran.jpg', 1200, 800);
    // EXIF orientation 6 (turned by 90°): the tiles are of the upright image, 800 × 1200.
    const turned = await addUpload('turned.jpg', 1200, 800, 6);
    const tiles = createIiifTiles({ store: fakeStore(), tilesDir: path.join(dir, 'tiles') });
    expect(await tiles.describe({ file: 'kran.jpg', version: 'v1' })).toEqual({
      id: sha,
      width: 1200,
      height: 800,
    });
    expect(await tiles.describe({ file: 'turned.jpg', version: 'v1' })).toEqual({
      id: turned,
      width: 800,
      height: 1200,
    });
    // Not a picture the site resizes: no IIIF image.
    expect(await tiles.describe({ file: 'plan.svg', version: 'v1' })).toBeNull();
  });

  it('makes the tiles of queued images once, in the background maker', async () => {
    const sha = await addUpload('pumpe.jpg', 900, 700);
    const jobs: TilesJob[] = [];
    const { makeTiles } = await import('./media-encoding.js');
    const tiles = createIiifTiles({
      store: fakeStore(),
      tilesDir: path.join(dir, 'tiles'),
      background: async (job) => {
        jobs.push(job);
        await makeTiles(job);
      },
      log: () => {},
    });
    const media = { file: 'pumpe.jpg', version: 'v1' };
    expect(tiles.enqueue([media, media, { file: 'gone.jpg', version: 'v1' }])).toBe(2);
    await tiles.idle();
    expect(jobs.map((job) => path.basename(job.target))).toEqual([sha]);
    expect((await stat(path.join(dir, 'tiles', sha, 'info.json'))).isFile()).toBe(true);
    // Queued again after they were made: nothing is made twice.
    tiles.enqueue([media]);
    await tiles.idle();
    expect(jobs).toHaveLength(1);
    expect(
      (await readdir(path.join(dir, 'tiles'))).filter((name) => name.endsWith('.lock')),
    ).toEqual([]);
  });
});

describe('the image service with tiles made on demand', () => {
  let server: Server;
  let base: string;
  let sha: string;
  const made: string[] = [];

  beforeAll(async () => {
    sha = await addUpload('lokomotive.jpg', 1300, 900);
    const tilesDir = path.join(dir, 'tiles');
    const tiles = createIiifTiles({ store: fakeStore(), tilesDir, log: (line) => made.push(line) });
    const app = express();
    app.get(iiifImageRoutePattern, iiifImageHandler({ tilesDir, origin, make: tiles.onDemand }));
    app.use((_req, res) => res.status(404).send('not found'));
    server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('makes the tiles on the first request of a tile, then serves them from disk', async () => {
    const tile = await fetch(`${base}/iiif/3/${sha}/0,0,512,512/512,512/0/default.jpg`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/jpeg');
    expect(tile.headers.get('access-control-allow-origin')).toBe('*');
    expect(tile.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    const info = await fetch(`${base}/iiif/3/${sha}/info.json`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      id: `${origin}/iiif/3/${sha}`,
      type: 'ImageService3',
      profile: 'level0',
      width: 1300,
      height: 900,
    });
    expect(made.filter((line) => line.includes('made the tiles'))).toHaveLength(1);
  });

  it('makes them on the first request of info.json too, and refuses images it has no upload of', async () => {
    const other = await addUpload('waage.jpg', 600, 600);
    const info = await fetch(`${base}/iiif/3/${other}/info.json`);
    expect(info.status).toBe(200);
    expect(((await info.json()) as { width: number }).width).toBe(600);
    const unknown = await fetch(`${base}/iiif/3/${'f'.repeat(64)}/info.json`);
    expect(unknown.status).toBe(404);
  });
});

describe('tilesFromEnv', () => {
  it('reads IIIF_TILES', () => {
    expect(tilesFromEnv(undefined)).toBe('on');
    expect(tilesFromEnv(' Publish ')).toBe('publish');
    expect(tilesFromEnv('off')).toBe('off');
    expect(() => tilesFromEnv('sometimes')).toThrow(/IIIF_TILES/);
  });
});
