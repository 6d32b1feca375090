import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageServiceSupportsRequest, parseImageServiceRequest } from '@iiif/parser/image-3';
import type { ImageService } from '@iiif/presentation-3';
import { iiifImageHandler, iiifImageRoutePattern } from './iiif-image';
import { makeTiles } from './media-encoding.js';

const imageId = 'c0ffee'.padEnd(64, '0');
const origin = 'https://museum.example';
let dir: string;
let server: Server;
let base: string;

type Info = ImageService & {
  id: string;
  profile: string;
  width: number;
  height: number;
  tiles: { width: number; scaleFactors: number[] }[];
  sizes: { width: number; height: number }[];
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'zm-iiif-'));
  // Not a multiple of the tile size, so the last row and column of tiles are cut.
  const source = await sharp({
    create: { width: 1300, height: 900, channels: 3, background: '#5a7d9a' },
  })
    .jpeg()
    .toBuffer();
  await makeTiles({ source, target: path.join(dir, imageId) });
  const app = express();
  app.get(iiifImageRoutePattern, iiifImageHandler({ tilesDir: dir, origin }));
  app.use((_req, res) => res.status(404).send('not found'));
  server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function info(): Promise<Info> {
  return (await (await fetch(`${base}/iiif/3/${imageId}/info.json`)).json()) as Info;
}

/** Every tile a level-0 viewer asks for, worked out from info.json as viewers do. */
function tileUrls(service: Info): string[] {
  const urls: string[] = [];
  for (const { width: tile, scaleFactors } of service.tiles) {
    for (const scale of scaleFactors) {
      const step = tile * scale;
      for (let y = 0; y < service.height; y += step) {
        for (let x = 0; x < service.width; x += step) {
          const w = Math.min(step, service.width - x);
          const h = Math.min(step, service.height - y);
          const size = `${Math.ceil(w / scale)},${Math.ceil(h / scale)}`;
          // A tile that is the whole image is asked for in the canonical form, `full`.
          const whole = w === service.width && h === service.height;
          const region = whole ? 'full' : `${x},${y},${w},${h}`;
          urls.push(`${service.id}/${region}/${size}/0/default.jpg`);
        }
      }
    }
  }
  return urls;
}

describe('the IIIF image service, level 0', () => {
  it('answers info.json with the id from the configured origin, sizes, CORS and a year of caching', async () => {
    const answer = await fetch(`${base}/iiif/3/${imageId}/info.json`, {
      headers: { host: 'attacker.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    const body = (await answer.json()) as Info;
    expect(body).toMatchObject({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: `${origin}/iiif/3/${imageId}`,
      type: 'ImageService3',
      profile: 'level0',
      width: 1300,
      height: 900,
    });
    expect(body.sizes.length).toBeGreaterThan(0);
  });

  it('serves every tile and whole image that info.json promises, at the size it names', async () => {
    const service = await info();
    const wholes = service.sizes.map(
      (s) => `${service.id}/full/${s.width},${s.height}/0/default.jpg`,
    );
    // The parser's check knows the listed sizes of level 0; tiles it leaves to the viewer.
    for (const url of wholes) {
      expect(imageServiceSupportsRequest(service, parseImageServiceRequest(url))[0], url).toBe(
        true,
      );
    }
    const urls = [...tileUrls(service), ...wholes];
    expect(urls.length).toBeGreaterThan(8);
    for (const url of urls) {
      const answer = await fetch(url.replace(origin, base));
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      const [width, height] = url.split('/').at(-3)!.split(',').map(Number);
      const picture = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([picture.format, picture.width, picture.height], url).toEqual(['jpeg', width, height]);
    }
  });

  it('passes on what level 0 does not serve, and images without tiles', async () => {
    for (const pathname of [
      `/iiif/3/${imageId}/full/max/0/default.jpg`,
      `/iiif/3/${imageId}/0,0,512,512/256,256/0/default.jpg`,
      `/iiif/3/${imageId}/full/100,100/90/default.jpg`,
      `/iiif/3/${'d'.repeat(64)}/info.json`,
      `/iiif/3/${imageId}/..%2F..%2Finfo.json`,
    ]) {
      expect((await fetch(`${base}${pathname}`)).status, pathname).toBe(404);
    }
  });

  it('makes tiles once: a second call keeps the first', async () => {
    const target = path.join(dir, imageId);
    const before = await readdir(target);
    const source = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    expect(await makeTiles({ source, target })).toBe('present');
    expect(await readdir(target)).toEqual(before);
    expect((await info()).width).toBe(1300);
  });
});
