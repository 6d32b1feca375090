/**
 * The collection's IIIF level-0 tiles (decision 0065, 0069): made once per image into
 * `<media cache>/tiles/<sha256>/`, from the upload the media cache holds (server/media.ts).
 *
 * - `describe` names an upload's IIIF image for the object page and the manifest: its SHA-256
 *   (the media cache fetches the upload the first time) and its size as the tiles have it.
 * - `enqueue` makes tiles in the background, one image at a time, in the media worker at the
 *   lowest CPU priority (server/media-worker.js): at start for every object's images that have
 *   none, and after a publish for the object's images (IIIF_TILES).
 * - `onDemand` makes them at once for the first request of an image's info.json or tile, so a
 *   site that skipped the background work (IIIF_TILES=off, a test stack) still zooms.
 *
 * Several processes share the folder: a `.lock` beside the target (created exclusively) lets
 * one make an image, and makeTiles renames a finished folder into place, so readers see all
 * tiles or none.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaSource } from '~/domain/types';
import type { IiifImageInfo } from '~/features/collection/iiif-images.server';
import { isIiifImageId } from '~/site/iiif-paths';
import { uploadKind } from '~/site/media-paths';
import { makeTiles } from './media-encoding.js';
import type { MediaStore } from './media';
import { claim, type TilesJob } from './media-pregenerate';

export type { TilesJob };

export interface IiifTilesOptions {
  store: Pick<MediaStore, 'source' | 'sourceFile'>;
  tilesDir: string;
  /** Makes tiles in the background (the media worker); in this process when absent. */
  background?: (job: TilesJob) => Promise<unknown>;
  log?: (line: string) => void;
  staleLockMs?: number;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export function createIiifTiles({
  store,
  tilesDir,
  background,
  log = (line) => console.info(line),
  staleLockMs = 10 * 60_000,
}: IiifTilesOptions) {
  const sizes = new Map<string, { width: number; height: number }>();
  const running = new Map<string, Promise<boolean>>();
  const target = (sha: string) => path.join(tilesDir, sha);
  const infoFile = (sha: string) => path.join(target(sha), 'info.json');

  /** The image's size as its tiles have it: upright (EXIF orientation applied), full size. */
  async function sizeOf(sha: string): Promise<{ width: number; height: number } | null> {
    const known = sizes.get(sha);
    if (known) return known;
    let size: { width: number; height: number } | null = null;
    const info = await readFile(infoFile(sha), 'utf8').catch(() => null);
    if (info) {
      const { width, height } = JSON.parse(info) as { width?: number; height?: number };
      if (width && height) size = { width, height };
    }
    if (!size) {
      const meta = await sharp(store.sourceFile(sha)).metadata();
      const upright = meta.autoOrient ?? meta;
      if (upright.width && upright.height) size = { width: upright.width, height: upright.height };
    }
    if (size) sizes.set(sha, size);
    return size;
  }

  async function describe(media: MediaSource): Promise<IiifImageInfo | null> {
    if (uploadKind(media.file) !== 'raster') return null;
    const sha = await store.source(media);
    const size = await sizeOf(sha);
    return size ? { id: sha, ...size } : null;
  }

  /**
   * Makes an image's tiles unless they are there or another process is making them; true when
   * they are there afterwards. One run per image in this process at a time.
   */
  function make(sha: string, how: 'now' | 'background'): Promise<boolean> {
    const current = running.get(sha);
    if (current) return current;
    const run = (async () => {
      if (await exists(infoFile(sha))) return true;
      const source = store.sourceFile(sha);
      if (!(await exists(source))) return false;
      const lock = `${target(sha)}.lock`;
      if (!(await claim(lock, staleLockMs))) return false;
      try {
        if (await exists(infoFile(sha))) return true;
        const started = Date.now();
        const job: TilesJob = { kind: 'tiles', source, target: target(sha) };
        if (how === 'background' && background) await background(job);
        else await makeTiles(job);
        log(`[iiif] made the tiles of ${sha.slice(0, 12)} in ${Date.now() - started} ms (${how})`);
        return true;
      } finally {
        await rm(lock, { force: true });
      }
    })().finally(() => running.delete(sha));
    running.set(sha, run);
    return run;
  }

  // The background queue: one image at a time, each once while queued.
  const queued: MediaSource[] = [];
  const pending = new Set<string>();
  let draining = false;
  let idleWaiters: (() => void)[] = [];

  async function drain() {
    if (draining) return;
    draining = true;
    while (queued.length > 0) {
      const media = queued.shift()!;
      try {
        const info = await describe(media);
        if (info) await make(info.id, 'background');
      } catch (error) {
        if ((error as Error).name !== 'MediaNotFound') {
          log(`[iiif] could not make the tiles of ${media.file}: ${String(error)}`);
        }
      } finally {
        pending.delete(`${media.version}/${media.file}`);
      }
    }
    draining = false;
    const waiting = idleWaiters;
    idleWaiters = [];
    waiting.forEach((resolve) => resolve());
  }

  return {
    describe,
    /** Queues images for tiles in the background; returns how many were added. */
    enqueue(media: readonly MediaSource[]): number {
      let added = 0;
      for (const source of media) {
        const key = `${source.version}/${source.file}`;
        if (pending.has(key) || uploadKind(source.file) !== 'raster') continue;
        pending.add(key);
        queued.push(source);
        added += 1;
      }
      if (added > 0) void drain();
      return added;
    },
    /** For the image service: makes a known image's tiles now; true when they are there. */
    onDemand(imageId: string): Promise<boolean> {
      if (!isIiifImageId(imageId)) return Promise.resolve(false);
      return make(imageId, 'now');
    },
    /** Resolves when the background queue is empty. */
    idle(): Promise<void> {
      if (!draining && queued.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

export type IiifTiles = ReturnType<typeof createIiifTiles>;

/**
 * IIIF_TILES: `on` (default) makes the tiles of every object's images after start and after
 * each publish, `publish` only after publishes, `off` only on an image's first request.
 */
export function tilesFromEnv(value: string | undefined): 'on' | 'publish' | 'off' {
  const chosen = (value ?? '').trim().toLowerCase();
  if (chosen === '' || chosen === 'on') return 'on';
  if (chosen === 'publish' || chosen === 'off') return chosen;
  throw new Error(`IIIF_TILES must be on, publish or off, not "${value}"`);
}
