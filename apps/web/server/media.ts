/**
 * CMS uploads on the site's own origin (app/site/media-paths.ts names the addresses): each
 * upload is fetched once from the CMS, each width and format made once by sharp, and everything
 * kept on disk and served from there with a year of caching. docs/decisions/0026.
 *
 * Disk layout under the cache folder (content-addressed, so a made-up version costs at most a
 * fetch, never another encode):
 *   versions/<version>/<upload>   the SHA-256 of that version's bytes
 *   sources/<sha256>              the upload as the CMS sent it
 *   encoded/<sha256>/<width>.<format>
 */
import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import {
  fileContentType,
  fileDisposition,
  mediaContentTypes,
  mediaPathPrefix,
  parseMediaPath,
  type MediaFormat,
  type MediaRequest,
} from '~/site/media-paths';
import type { MediaSource } from '~/domain/types';
import { isSignedMediaVersion } from '~/content/media-version.server';
import { encodeVariant, writeAtomically } from './media-encoding.js';

export const mediaRoutePattern = `${mediaPathPrefix}:version/:size/:name`;

export interface MediaOptions {
  /** Where the CMS's uploads folder is reached (CMS_MEDIA_URL or CMS_URL); never the request's host. */
  sourceBaseUrl: string;
  cacheDir: string;
  fetchTimeoutMs?: number;
  /** Larger images are refused (a photo from a camera is well below). */
  maxSourceBytes?: number;
  /** Larger files passed on as they are (audio, video, PDF) are refused. */
  maxFileBytes?: number;
  /** Encodes at the same time; one per core by default. */
  concurrency?: number;
  /** Whether the site wrote this version for this upload (signed, content/media-version.server). */
  isVersionOf?: (version: string, file: string) => boolean;
}

class NotFound extends Error {
  override name = 'MediaNotFound';
}
class Unavailable extends Error {}

const immutable = 'public, max-age=31536000, immutable';
// Uploads fetched from the CMS at the same time, whatever is asked.
const FETCHES_AT_ONCE = 4;
// Upload names remembered as missing; beyond this the expired ones are dropped.
const MISSING_REMEMBERED = 10_000;

/** At most `limit` tasks run at once; the others queue. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** One run per key at a time: who asks while it runs gets the same promise. */
function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, task: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current) return current;
    const promise = task().finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The upload's bytes streamed to a temporary file beside the sources while they are hashed: an
 * audio or video file never sits in memory whole. Returns the SHA-256 and the temporary file.
 */
async function download(
  response: globalThis.Response,
  folder: string,
  limit: number,
): Promise<{ sha: string; temporary: string }> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) throw new Unavailable('upload too large');
  if (!response.body) throw new Unavailable('empty answer');
  await mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.byteLength;
          if (size > limit) return done(new Unavailable('upload too large'));
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      createWriteStream(temporary),
    );
  } catch (error) {
    await rm(temporary, { force: true });
    if (error instanceof Unavailable) throw error;
    throw new Unavailable(error instanceof Error ? error.message : 'download failed');
  }
  return { sha: hash.digest('hex'), temporary };
}

export function createMediaStore({
  sourceBaseUrl,
  cacheDir,
  fetchTimeoutMs = 10_000,
  maxSourceBytes = 50_000_000,
  maxFileBytes = 4_000_000_000,
  concurrency = availableParallelism(),
}: MediaOptions) {
  const uploads = `${sourceBaseUrl.replace(/\/+$/, '')}/uploads/`;
  const encodeSlot = limiter(Math.max(1, concurrency));
  const fetchSlot = limiter(FETCHES_AT_ONCE);
  const fetching = singleFlight<string>();
  const encoding = singleFlight<string>();
  // Recently missing uploads, so that a broken link does not ask the CMS on every request.
  const missing = new Map<string, number>();

  const sourceFile = (sha: string) => path.join(cacheDir, 'sources', sha);
  const versionFile = ({ version, file }: MediaSource) =>
    path.join(cacheDir, 'versions', version, file);

  function rememberMissing(file: string) {
    if (missing.size >= MISSING_REMEMBERED) {
      const now = Date.now();
      for (const [name, until] of missing) if (until <= now) missing.delete(name);
      if (missing.size >= MISSING_REMEMBERED) missing.clear();
    }
    missing.set(file, Date.now() + 60_000);
  }

  async function fetchSource(source: MediaSource, limit: number): Promise<string> {
    if ((missing.get(source.file) ?? 0) > Date.now()) throw new NotFound(source.file);
    let response: globalThis.Response;
    try {
      response = await fetch(uploads + encodeURIComponent(source.file), {
        redirect: 'error',
        signal: AbortSignal.timeout(fetchTimeoutMs),
      });
    } catch (error) {
      throw new Unavailable(error instanceof Error ? error.message : 'fetch failed');
    }
    if ([403, 404, 410].includes(response.status)) {
      rememberMissing(source.file);
      throw new NotFound(source.file);
    }
    if (!response.ok) throw new Unavailable(`CMS answered ${response.status}`);
    const { sha, temporary } = await download(response, path.join(cacheDir, 'sources'), limit);
    if (await exists(sourceFile(sha))) await rm(temporary, { force: true });
    else await rename(temporary, sourceFile(sha));
    await writeAtomically(versionFile(source), (temporary) => writeFile(temporary, sha));
    return sha;
  }

  /** The SHA-256 of the upload's bytes, fetching it from the CMS the first time. */
  async function source(source: MediaSource, limit = maxSourceBytes): Promise<string> {
    try {
      const sha = (await readFile(versionFile(source), 'utf8')).trim();
      if (/^[0-9a-f]{64}$/.test(sha) && (await exists(sourceFile(sha)))) return sha;
    } catch {
      // Not fetched yet.
    }
    // One fetch per upload at a time, whichever version asks (versions are signed, so few).
    return fetching(source.file, () => fetchSlot(() => fetchSource(source, limit)));
  }

  const variantFile = (sha: string, width: number, format: MediaFormat) =>
    path.join(cacheDir, 'encoded', sha, `${width}.${format}`);

  async function encoded(sha: string, width: number, format: MediaFormat): Promise<string> {
    const target = variantFile(sha, width, format);
    if (await exists(target)) return target;
    return encoding(target, () =>
      encodeSlot(async () => {
        if (await exists(target)) return target;
        return encodeVariant({ source: sourceFile(sha), target, width, format });
      }),
    );
  }

  /** The file on disk for a media request, made on first use. */
  async function file(request: MediaRequest): Promise<{ path: string; sha: string }> {
    if (request.kind === 'file') {
      const sha = await source(request.source, maxFileBytes);
      return { path: sourceFile(sha), sha };
    }
    const sha = await source(request.source);
    if (request.kind === 'original') return { path: sourceFile(sha), sha };
    try {
      return { path: await encoded(sha, request.width, request.format), sha };
    } catch (error) {
      if (error instanceof NotFound || error instanceof Unavailable) throw error;
      // The disk (full, too many open files …), not the image: try again later.
      if (typeof (error as { code?: unknown }).code === 'string') {
        throw new Unavailable(error instanceof Error ? error.message : 'file system error');
      }
      // sharp could not read it: not an image the site can show.
      throw new NotFound(`not decodable: ${request.source.file}`);
    }
  }

  /**
   * The byte size of an upload passed on as it is (a podcast enclosure's length), fetched into
   * the cache the first time; null when it cannot be had now.
   */
  async function size(source: MediaSource): Promise<number | null> {
    try {
      return (await stat((await file({ kind: 'file', source })).path)).size;
    } catch {
      return null;
    }
  }

  return {
    file,
    size,
    /** The upload's SHA-256, fetched into the cache first (background pre-generation). */
    source: (media: MediaSource) => source(media),
    sourceFile,
    variantFile,
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;

function fail(res: Response, status: number, text: string) {
  res.status(status);
  res.setHeader('Cache-Control', status === 404 ? 'public, max-age=60' : 'no-store');
  if (status === 503) res.setHeader('Retry-After', '30');
  res.type('text/plain; charset=utf-8').send(text);
}

/** The headers of an answer: its type, a year of caching, a tag from the bytes' hash. */
function answerHeaders(request: MediaRequest, sha: string): Record<string, string> {
  if (request.kind === 'file') {
    return {
      'Content-Type': fileContentType(request.source.file)!,
      // no-transform: the bytes and their ranges go out as stored, never recompressed.
      'Cache-Control': `${immutable}, no-transform`,
      ETag: `"${sha.slice(0, 20)}-f"`,
      'Content-Disposition': fileDisposition(request.source.file),
      // An uploaded SVG or document opened on its own must not run scripts on the site's origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
  }
  const extension =
    request.kind === 'original'
      ? (request.source.file.split('.').pop()!.toLowerCase() as 'svg' | 'gif')
      : request.format;
  const variant = request.kind === 'original' ? 'o' : `${request.width}${request.format}`;
  const headers: Record<string, string> = {
    'Content-Type': mediaContentTypes[extension],
    'Cache-Control': immutable,
    ETag: `"${sha.slice(0, 20)}-${variant}"`,
  };
  // An uploaded SVG opened on its own must not run scripts on the site's origin.
  if (extension === 'svg') {
    headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  }
  return headers;
}

/**
 * GET /media/:version/:size/:name. Files passed on as they are answer byte ranges (206, or 416
 * with the size when none of the range lies in the file). An address the site does not serve,
 * or an upload the CMS no longer has, gets the site's own 404: images a short plain text (a
 * picture has no page around it), files the site's not-found page (`next()`), since visitors
 * open those links themselves. The CMS failing gives 503 with Retry-After, never a stack.
 */
export function mediaHandler(options: MediaOptions & { store?: MediaStore }): RequestHandler {
  const store = options.store ?? createMediaStore(options);
  const isVersionOf = options.isVersionOf ?? isSignedMediaVersion;
  return (req, res, next) => {
    const { version, size, name } = req.params as Record<string, string>;
    const request = parseMediaPath(version ?? '', size ?? '', name ?? '');
    const notFound = () => (size === 'file' ? next() : fail(res, 404, 'Not found'));
    if (!request || !isVersionOf(request.source.version, request.source.file)) {
      notFound();
      return;
    }
    store.file(request).then(
      ({ path: file, sha }) => {
        // Sent relative to its folder: send() refuses dot segments only below `root`, so a cache
        // folder such as ~/.cache/media still works. send() answers Range and If-None-Match.
        const sending = {
          root: path.dirname(file),
          dotfiles: 'allow' as const,
          headers: answerHeaders(request, sha),
          etag: false,
          lastModified: false,
          acceptRanges: request.kind === 'file',
        };
        res.sendFile(path.basename(file), sending, (error?: Error & { status?: number }) => {
          if (!error || res.headersSent) return;
          if (error.status === 416) {
            // Content-Range (bytes */size) is already set by send().
            res.removeHeader('Content-Disposition');
            res.removeHeader('Content-Type');
            res.status(416).setHeader('Cache-Control', 'no-store');
            res.end();
            return;
          }
          notFound();
        });
      },
      (error: unknown) => {
        if (error instanceof NotFound) {
          notFound();
          return;
        }
        console.error(
          `media: ${request.source.file} unavailable: ${error instanceof Error ? error.message : String(error)}`,
        );
        fail(
          res,
          503,
          request.kind === 'file'
            ? 'File temporarily unavailable / Datei vorübergehend nicht verfügbar'
            : 'Image temporarily unavailable / Bild vorübergehend nicht verfügbar',
        );
      },
    );
  };
}
