/**
 * Image variants made ahead, in the background (decision 0058): after the site starts (so after
 * the demo seed) and after each publish the CMS's webhook reports, the site queues the /media
 * variants its pages ask of the images concerned (ui/image/image-variants.ts) and makes them one
 * at a time in a worker process of the lowest CPU priority (server/media-worker.js). A visitor
 * asking for a variant not made yet is served as before (server/media.ts makes it then).
 *
 * Several site processes share the cache folder (the cluster): every file is written under a
 * temporary name and renamed, and a `.lock` beside the target (created exclusively) tells the
 * other processes that one of them is making it, so each variant is encoded once; a lock older
 * than `staleLockMs` (its process died) is taken over.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '~/domain/locale';
import type { MediaFormat } from '~/site/media-paths';
import { imageVariants, imagesIn, variantKey, type ImageVariant } from '~/ui/image/image-variants';
import type { MediaStore } from './media';

/** What making one variant came to: made now, already there, or another process is on it. */
export type MadeAs = 'made' | 'present' | 'elsewhere' | 'gone';

export interface QueueOptions {
  make: (variant: ImageVariant) => Promise<MadeAs>;
  /** Waits before the 2nd, 3rd … try of a failed variant; after the last it is given up. */
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

/**
 * The queue: variants in the order given, one at a time, each at most once while queued or
 * running (a variant asked again after it was made is checked on disk and skipped there).
 */
export function createPregenerationQueue({
  make,
  retryDelaysMs = [5_000, 60_000, 600_000],
  log = (line) => console.info(line),
}: QueueOptions) {
  const queued: { variant: ImageVariant; attempt: number }[] = [];
  /** Keys queued, running or waiting for another try. */
  const pending = new Set<string>();
  const counts = { made: 0, present: 0, elsewhere: 0, gone: 0, failed: 0 };
  let running = false;
  let waiters: (() => void)[] = [];
  let retrying = 0;

  function settleIdle() {
    if (running || queued.length > 0 || retrying > 0) return;
    const done = waiters;
    waiters = [];
    done.forEach((resolve) => resolve());
  }

  async function drain() {
    if (running) return;
    running = true;
    const started = Date.now();
    let made = 0;
    while (queued.length > 0) {
      const { variant, attempt } = queued.shift()!;
      const key = variantKey(variant);
      try {
        const outcome = await make(variant);
        counts[outcome] += 1;
        if (outcome === 'made') made += 1;
        pending.delete(key);
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        const reason = error instanceof Error ? error.message : String(error);
        if (delay === undefined) {
          counts.failed += 1;
          pending.delete(key);
          log(`[media] gave up making ${key} after ${attempt + 1} tries: ${reason}`);
        } else {
          log(`[media] could not make ${key} (${reason}); trying again in ${delay / 1000} s`);
          retrying += 1;
          setTimeout(() => {
            retrying -= 1;
            queued.push({ variant, attempt: attempt + 1 });
            void drain();
          }, delay).unref();
        }
      }
    }
    running = false;
    if (made > 0) {
      log(
        `[media] made ${made} image variants ahead in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    settleIdle();
  }

  return {
    /** Queues the variants not queued yet; returns how many were added. */
    enqueue(variants: readonly ImageVariant[]): number {
      let added = 0;
      for (const variant of variants) {
        const key = variantKey(variant);
        if (pending.has(key)) continue;
        pending.add(key);
        queued.push({ variant, attempt: 0 });
        added += 1;
      }
      if (added > 0) void drain();
      return added;
    },
    /** Resolves when nothing is queued, running or waiting for another try. */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settleIdle();
      });
    },
    counts: () => ({ ...counts, queued: queued.length }),
  };
}

export type PregenerationQueue = ReturnType<typeof createPregenerationQueue>;

/**
 * An exclusive claim on making `target` across processes: true when this process may make it.
 * A claim older than `staleMs` is from a process that died and is taken over.
 */
export async function claim(lock: string, staleMs: number): Promise<boolean> {
  await mkdir(path.dirname(lock), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await (await open(lock, 'wx')).close();
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - (await stat(lock)).mtimeMs < staleMs) return false;
      await rm(lock, { force: true });
    } catch {
      // Gone meanwhile: try again.
    }
  }
  return false;
}

async function present(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** An image's IIIF tiles, made by the same worker (server/iiif-tiles.ts). */
export interface TilesJob {
  kind: 'tiles';
  source: string;
  target: string;
}

export interface EncodeJob {
  source: string;
  target: string;
  width: number;
  format: MediaFormat;
}

/**
 * Encodes in a child process at the lowest CPU priority (server/media-worker.js), one job at a
 * time, started on the first job and again after it died. A job taking longer than `timeoutMs`
 * ends the worker (a broken image must not stall the queue).
 */
export function createEncodeWorker(script = workerScript(), timeoutMs = 120_000) {
  let child: ChildProcess | null = null;
  let ready: Promise<ChildProcess> | null = null;
  let next = 1;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  function start(): Promise<ChildProcess> {
    ready ??= new Promise((resolve, reject) => {
      const worker = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      try {
        if (worker.pid) setPriority(worker.pid, 19);
      } catch {
        // The worker lowers its own priority too.
      }
      worker.unref();
      worker.channel?.unref();
      worker.on(
        'message',
        (message: { ready?: boolean; id?: number; ok?: boolean; error?: string }) => {
          if (message.ready) {
            child = worker;
            resolve(worker);
            return;
          }
          const job = message.id === undefined ? undefined : waiting.get(message.id);
          if (!job) return;
          waiting.delete(message.id!);
          if (message.ok) job.resolve();
          else job.reject(new Error(message.error ?? 'encode failed'));
        },
      );
      worker.once('error', reject);
      worker.once('exit', (code, signal) => {
        child = null;
        ready = null;
        reject(new Error(`media worker exited (${signal ?? code})`));
        for (const job of waiting.values())
          job.reject(new Error(`media worker exited (${signal ?? code})`));
        waiting.clear();
      });
    });
    return ready;
  }

  return {
    /** One job: a variant, or an image's IIIF tiles (server/iiif-tiles.ts), which may take longer. */
    async encode(job: EncodeJob | TilesJob, jobTimeoutMs = timeoutMs): Promise<void> {
      const worker = await start();
      const id = next++;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          worker.kill('SIGKILL');
          reject(new Error(`encoding took more than ${jobTimeoutMs} ms`));
        }, jobTimeoutMs);
        waiting.set(id, {
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        worker.send({ id, ...job });
      });
    },
    /** The worker's process id while it runs. */
    pid: () => child?.pid,
    stop() {
      child?.kill();
    },
  };
}

/** server/media-worker.js beside this module in development, or beside the built server. */
function workerScript(): string {
  const candidates = [
    new URL('./media-worker.js', import.meta.url),
    new URL('../../server/media-worker.js', import.meta.url),
  ].map((url) => fileURLToPath(url));
  return candidates.find((candidate) => existsSync(candidate)) ?? candidates[0]!;
}

/**
 * Makes one variant into the media store's cache: the upload fetched as for a visitor, the
 * encode claimed across processes and done by `encode`.
 */
export function variantMaker(
  store: Pick<MediaStore, 'source' | 'sourceFile' | 'variantFile'>,
  encode: (job: EncodeJob) => Promise<unknown>,
  { staleLockMs = 10 * 60_000 } = {},
) {
  return async (variant: ImageVariant): Promise<MadeAs> => {
    let sha: string;
    try {
      sha = await store.source(variant.source);
    } catch (error) {
      // The CMS no longer has the upload: nothing to make (a page would not show it either).
      if ((error as Error).name === 'MediaNotFound') return 'gone';
      throw error;
    }
    const target = store.variantFile(sha, variant.width, variant.format);
    if (await present(target)) return 'present';
    const lock = `${target}.lock`;
    if (!(await claim(lock, staleLockMs))) return 'elsewhere';
    try {
      // Made by another process between the check and the claim.
      if (await present(target)) return 'present';
      await encode({
        source: store.sourceFile(sha),
        target,
        width: variant.width,
        format: variant.format,
      });
      return 'made';
    } finally {
      await rm(lock, { force: true });
    }
  };
}

/** Content reads the pre-generation walks (content/index.server.ts). */
export interface ImageReads {
  /** Every entry (detailed) of every collection with pictures, plus the single types. */
  everything: (locale: Locale) => Promise<unknown[]>;
  /** One entry of a collection by the webhook's model name, or undefined for another model. */
  entry: (model: string, documentId: string, locale: Locale) => Promise<unknown> | undefined;
}

/**
 * What triggers the queue: `all()` queues every image of the site (at start), `changed()` the
 * images of the entry a webhook names (another model, or a replaced upload: all, coalesced).
 */
export function createPregeneration({
  queue,
  reads,
  locales,
  log = (line) => console.info(line),
  coalesceMs = 5_000,
}: {
  queue: PregenerationQueue;
  reads: ImageReads;
  locales: readonly Locale[];
  log?: (line: string) => void;
  coalesceMs?: number;
}) {
  const queueImages = (values: unknown[]) =>
    queue.enqueue(imagesIn(values).flatMap((image) => imageVariants(image)));

  async function all(): Promise<number> {
    const values: unknown[] = [];
    for (const locale of locales) values.push(...(await reads.everything(locale)));
    const added = queueImages(values);
    if (added > 0) log(`[media] ${added} image variants queued to be made ahead`);
    return added;
  }

  let sweep: NodeJS.Timeout | null = null;
  function allSoon() {
    sweep ??= setTimeout(() => {
      sweep = null;
      all().catch((error: unknown) =>
        log(`[media] could not list the site's images: ${String(error)}`),
      );
    }, coalesceMs);
    sweep.unref();
  }

  async function changed(change: { model: string; documentId: string | null; event?: string }) {
    if (change.documentId === null) {
      // A media event: a replaced file has a new version on every page that shows it.
      if (change.event === 'media.update') allSoon();
      return;
    }
    const reading = locales.map((locale) => reads.entry(change.model, change.documentId!, locale));
    if (reading.some((entry) => entry === undefined)) {
      allSoon();
      return;
    }
    queueImages(await Promise.all(reading));
  }

  return { all, changed, queue };
}

/**
 * MEDIA_PREGENERATE: `on` (default) makes every image's variants at start and after publishes,
 * `publish` only after publishes, `off` never (each variant is made on its first request).
 */
export function pregenerationFromEnv(value: string | undefined): 'on' | 'publish' | 'off' {
  const chosen = (value ?? '').trim().toLowerCase();
  if (chosen === '' || chosen === 'on') return 'on';
  if (chosen === 'publish' || chosen === 'off') return chosen;
  throw new Error(`MEDIA_PREGENERATE must be on, publish or off, not "${value}"`);
}
