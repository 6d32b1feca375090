// How the site encodes an image variant: one place for the settings, used by the media route
// (server/media.ts, a visitor's request) and by the background worker (server/media-worker.js,
// variants made ahead after a publish). Plain JavaScript so that the worker, which Node runs
// directly beside the built server, reads the same settings. docs/decisions/0053, 0058.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The encoder of a format with the site's settings. */
export function encoder(format, image) {
  switch (format) {
    case 'avif':
      // Effort 2, not sharp's 4: a 1920 px photo in 1 s instead of 5 on one core, for 13 %
      // more bytes (still a third below WebP) (decision 0053).
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'png':
      return image.png({ compressionLevel: 9 });
    default:
      return image.jpeg({ quality: 78, mozjpeg: true });
  }
}

/** Written beside the target and renamed: a reader sees the whole file or none. */
export async function writeAtomically(target, write) {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await write(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** One variant of the source file: `width` px wide at most (never enlarged), in `format`. */
export async function encodeVariant({ source, target, width, format }) {
  await writeAtomically(target, async (temporary) => {
    const image = sharp(source, { failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    // toFile guesses the format from the name; the temp name has none.
    await encoder(format, image).toFile(temporary);
  });
  return target;
}

/**
 * IIIF Image API 3 level-0 tiles of an image (the collection, issue #45): sharp
 * writes `info.json`, the tiles (`{x},{y},{w},{h}/{w},{h}/0/default.jpg`) and one whole image per
 * scale (`full/{w},{h}/0/default.jpg`) into a folder beside the target, which is then renamed
 * into place: a reader sees all tiles or none, and of two processes making the same tiles one
 * rename wins and the other's work is dropped. Made once: an existing target is kept.
 */
export async function makeTiles({ source, target, tileSize = 512 }) {
  if (await stat(path.join(target, 'info.json')).catch(() => null)) return 'present';
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await mkdir(temporary);
  try {
    // libvips writes its properties file beside the folder it is given: inside the temporary one.
    const folder = path.join(temporary, 'tiles');
    await sharp(source, { failOn: 'error' })
      .rotate()
      .jpeg({ quality: 80, mozjpeg: true })
      .tile({ layout: 'iiif3', size: tileSize, id: 'https://iiif.invalid' })
      .toFile(folder);
    try {
      await rename(folder, target);
    } catch (error) {
      if (error?.code !== 'ENOTEMPTY' && error?.code !== 'EEXIST') throw error;
      return 'present';
    }
    return 'made';
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
