import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageVariant } from '~/ui/image/image-variants';
import { encodeVariant } from './media-encoding.js';
import {
  claim,
  createEncodeWorker,
  createPregeneration,
  createPregenerationQueue,
  pregenerationFromEnv,
  variantMaker,
  type EncodeJob,
} from './media-pregenerate';

const variant = (
  width: ImageVariant['width'],
  format: ImageVariant['format'] = 'avif',
  file = 'hall_1a2b3c.jpg',
) => ({
  source: { file, version: 'v1' },
  width,
  format,
});

let folder: string;
let photo: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'zm-pregenerate-'));
  photo = path.join(folder, 'photo.jpg');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a5c3e' } })
    .jpeg()
    .toFile(photo);
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the pre-generation queue', () => {
  it('makes each variant once, in the order given, one at a time', async () => {
    let running = 0;
    let most = 0;
    const made: string[] = [];
    const queue = createPregenerationQueue({
      make: async ({ width, format }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        made.push(`${width}.${format}`);
        running -= 1;
        return 'made';
      },
      log: () => {},
    });
    expect(queue.enqueue([variant(320), variant(480), variant(320)])).toBe(2);
    // Asked again while queued (a second publish of the same entry): not queued twice.
    expect(queue.enqueue([variant(480), variant(480, 'webp')])).toBe(1);
    await queue.idle();
    expect(made).toEqual(['320.avif', '480.avif', '480.webp']);
    expect(most).toBe(1);
    expect(queue.counts()).toMatchObject({ made: 3, failed: 0, queued: 0 });
  });

  it('tries a failed variant again after the delays, then gives it up and goes on', async () => {
    const tries = new Map<number, number>();
    const lines: string[] = [];
    const queue = createPregenerationQueue({
      make: async ({ width }) => {
        tries.set(width, (tries.get(width) ?? 0) + 1);
        if (width === 320 && tries.get(320)! < 2) throw new Error('CMS answered 503');
        if (width === 640) throw new Error('disk full');
        return 'made';
      },
      retryDelaysMs: [1, 1],
      log: (line) => lines.push(line),
    });
    queue.enqueue([variant(320), variant(640), variant(960)]);
    await queue.idle();
    expect(tries.get(320)).toBe(2);
    expect(tries.get(640)).toBe(3);
    expect(tries.get(960)).toBe(1);
    expect(queue.counts()).toMatchObject({ made: 2, failed: 1 });
    expect(lines.join('\n')).toContain(
      'gave up making v1/640/hall_1a2b3c.jpg.avif after 3 tries: disk full',
    );
  });

  it('queues a variant again once it was given up or made', async () => {
    const make = vi.fn(async () => 'present' as const);
    const queue = createPregenerationQueue({ make, log: () => {} });
    queue.enqueue([variant(320)]);
    await queue.idle();
    expect(queue.enqueue([variant(320)])).toBe(1);
    await queue.idle();
    expect(make).toHaveBeenCalledTimes(2);
  });
});

describe('making a variant into the cache', () => {
  const store = (cache: string) => ({
    source: async () => 'a'.repeat(64),
    sourceFile: () => photo,
    variantFile: (sha: string, width: number, format: string) =>
      path.join(cache, 'encoded', sha, `${width}.${format}`),
  });

  it('writes the file whole under its name and leaves nothing beside it', async () => {
    const cache = path.join(folder, 'atomic');
    const make = variantMaker(store(cache), encodeVariant);
    expect(await make(variant(480, 'webp'))).toBe('made');
    const dir = path.join(cache, 'encoded', 'a'.repeat(64));
    expect(await readdir(dir)).toEqual(['480.webp']);
    expect((await sharp(path.join(dir, '480.webp')).metadata()).width).toBe(480);
    expect(await make(variant(480, 'webp'))).toBe('present');
  });

  it('leaves no file at all when the encode fails', async () => {
    const target = path.join(folder, 'broken', '480.avif');
    await writeFile(path.join(folder, 'not-an-image.jpg'), 'no picture');
    await expect(
      encodeVariant({
        source: path.join(folder, 'not-an-image.jpg'),
        target,
        width: 480,
        format: 'avif',
      }),
    ).rejects.toThrow();
    expect(await readdir(path.dirname(target))).toEqual([]);
  });

  it('leaves a variant to the process that claimed it, and takes over a dead one’s claim', async () => {
    const cache = path.join(folder, 'claimed');
    const encode = vi.fn(async (_job: EncodeJob) => {});
    const make = variantMaker(store(cache), encode, { staleLockMs: 60_000 });
    const lock = path.join(cache, 'encoded', 'a'.repeat(64), '960.avif.lock');
    await mkdir(path.dirname(lock), { recursive: true });
    await writeFile(lock, '');
    expect(await make(variant(960))).toBe('elsewhere');
    expect(encode).not.toHaveBeenCalled();
    const old = new Date(Date.now() - 120_000);
    await utimes(lock, old, old);
    expect(await make(variant(960))).toBe('made');
    expect(encode).toHaveBeenCalledTimes(1);
    // The claim is given back after the encode.
    await expect(stat(lock)).rejects.toThrow();
  });

  it('lets only one of several claims at the same time win', async () => {
    const lock = path.join(folder, 'race', 'x.lock');
    const results = await Promise.all(Array.from({ length: 8 }, () => claim(lock, 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('has nothing to make when the CMS no longer has the upload', async () => {
    const gone = Object.assign(new Error('hall_1a2b3c.jpg'), { name: 'MediaNotFound' });
    const make = variantMaker(
      { ...store(folder), source: () => Promise.reject(gone) },
      async () => {},
    );
    expect(await make(variant(320))).toBe('gone');
  });
});

describe('the worker process', () => {
  it('encodes at the lowest priority and answers when the file is there', async () => {
    const worker = createEncodeWorker(path.resolve(import.meta.dirname, 'media-worker.js'));
    const target = path.join(folder, 'worker', '640.avif');
    await worker.encode({ source: photo, target, width: 640, format: 'avif' });
    const meta = await sharp(target).metadata();
    expect(meta.format).toBe('heif');
    expect(meta.width).toBe(640);
    expect(getPriority(worker.pid()!)).toBe(19);
    await expect(
      worker.encode({
        source: path.join(folder, 'missing.jpg'),
        target: `${target}.x`,
        width: 640,
        format: 'avif',
      }),
    ).rejects.toThrow();
    worker.stop();
    // A process start and libvips's first load: seconds on a busy machine.
  }, 60_000);
});

describe('what is queued', () => {
  const image = (file: string) => ({
    url: '',
    alt: { de: '', en: '' },
    width: 2880,
    height: 2160,
    formats: {},
    media: { file, version: 'v1' },
  });

  it('queues the images of the entry a publish names, in both languages', async () => {
    const enqueued: ImageVariant[] = [];
    const pregeneration = createPregeneration({
      queue: {
        enqueue: (variants: ImageVariant[]) => (enqueued.push(...variants), variants.length),
      } as never,
      reads: {
        everything: async () => [],
        entry: (model, _id, locale) =>
          model === 'exhibition'
            ? Promise.resolve({ image: image(`${locale}_1a2b3c.jpg`) })
            : undefined,
      },
      locales: ['de', 'en'],
      log: () => {},
    });
    await pregeneration.changed({ model: 'exhibition', documentId: 'doc1' });
    expect(new Set(enqueued.map(({ source }) => source.file))).toEqual(
      new Set(['de_1a2b3c.jpg', 'en_1a2b3c.jpg']),
    );
    expect(enqueued).toHaveLength(30);
  });

  it('reads MEDIA_PREGENERATE', () => {
    expect(pregenerationFromEnv(undefined)).toBe('on');
    expect(pregenerationFromEnv('publish')).toBe('publish');
    expect(pregenerationFromEnv('OFF')).toBe('off');
    expect(() => pregenerationFromEnv('sometimes')).toThrow(/MEDIA_PREGENERATE/);
  });
});
