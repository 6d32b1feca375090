import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCollection, type ObjectPicture } from '../data/collection';
import {
  cachedObjectPicture,
  objectPictureSvg,
  pictureKey,
  pruneObjectPictures,
  renderObjectPicture,
} from './object-pictures';

const pictures = demoCollection().flatMap((object) => object.pictures);
// One of each kind of picture (family and view), and the smallest large one: rendering all
// 256 takes half a minute, the seed does that.
const samples = [
  ...new Map(pictures.map((picture) => [`${picture.family}/${picture.view}`, picture])).values(),
];
// Rendered: one of each family (the view only changes the SVG, checked above).
const rendered = [...new Map(samples.map((picture) => [picture.family, picture])).values()];
const large = pictures
  .filter((picture) => Math.max(picture.width, picture.height) >= 4000)
  .sort((a, b) => a.width * a.height - b.width * b.height)[0]!;

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('pictures of the demo collection', () => {
  it('draws every kind of picture without any text', () => {
    expect(samples.length).toBeGreaterThanOrEqual(15);
    for (const picture of samples) {
      const svg = objectPictureSvg(
        picture,
        400,
        Math.round((400 * picture.height) / picture.width),
      );
      expect(svg, picture.name).toMatch(/^<svg /);
      expect(svg, picture.name).not.toMatch(/<text|<tspan|<image/);
    }
  });

  it('renders JPEGs of exactly the declared size, the same bytes every time', async () => {
    for (const picture of [...rendered, large]) {
      const first = await renderObjectPicture(picture);
      const meta = await sharp(first).metadata();
      expect([meta.format, meta.width, meta.height], picture.name).toEqual([
        'jpeg',
        picture.width,
        picture.height,
      ]);
      if (picture === rendered[0] || picture === large) {
        expect((await renderObjectPicture(picture)).equals(first), picture.name).toBe(true);
      }
    }
    expect(Math.max(large.width, large.height)).toBeGreaterThanOrEqual(4000);
  }, 60_000);

  it('differs between views of one object and between objects', async () => {
    const views = demoCollection().find((object) => object.pictures.length === 4)!.pictures;
    const svgs = views.map((picture) => objectPictureSvg(picture, 300, 225));
    expect(new Set(svgs).size).toBe(4);
  });

  it('keeps rendered files in the cache by content and prunes what is no longer wanted', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'zm-pictures-'));
    dirs.push(dir);
    const picture = samples.find((sample) => sample.width * sample.height < 3_000_000)!;
    const first = await cachedObjectPicture(dir, picture);
    expect(first.rendered).toBe(true);
    expect(first.file).toBe(path.join(pictureKey(picture), `${picture.name}.jpg`));
    const written = (await stat(path.join(dir, first.file))).mtimeMs;
    const again = await cachedObjectPicture(dir, picture);
    expect(again).toEqual({ file: first.file, rendered: false });
    expect((await stat(path.join(dir, first.file))).mtimeMs).toBe(written);

    // Another drawing of the same object is another key, so a stale file is never reused.
    const changed: ObjectPicture = { ...picture, seed: `${picture.seed}-changed` };
    expect(pictureKey(changed)).not.toBe(pictureKey(picture));
    await cachedObjectPicture(dir, changed);
    expect(await pruneObjectPictures(dir, new Set([pictureKey(changed)]))).toBe(1);
    expect(await readdir(dir)).toEqual([pictureKey(changed)]);
  }, 30_000);
});
