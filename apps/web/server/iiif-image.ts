/**
 * The collection's IIIF Image API 3 service, level 0 (issue #45): serves what `makeTiles`
 * (media-encoding.js) made ahead, from the site's own origin, so IIIF viewers (the object page's
 * zoom, Mirador, Universal Viewer elsewhere) read tiles without reaching the CMS. Nothing is
 * made on a request: an image without tiles is a 404.
 *
 * info.json is sharp's, with the service id set from the configured origin (never the request's
 * host) and `sizes` added (the whole image at each scale, so a viewer can show a first picture
 * before the tiles). Everything may be read from any origin (CORS), as IIIF expects, and cached
 * for a year: an image's name is the SHA-256 of its bytes.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { iiifImageServiceId, parseIiifImagePath } from '~/site/iiif-paths';

export const iiifImageRoutePattern = /^\/iiif\/3\/.+/;

export interface IiifImageOptions {
  /** The folder holding one folder of tiles per image, named by its id. */
  tilesDir: string;
  /** SITE_URL: the origin the ids in info.json name. */
  origin: string;
  /** Makes an image's tiles now if the site has its upload; true when they are there. */
  make?: (imageId: string) => Promise<boolean>;
}

const IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';
const immutable = 'public, max-age=31536000, immutable';

interface Info {
  id: string;
  width: number;
  height: number;
  sizes?: { width: number; height: number }[];
  [key: string]: unknown;
}

/** info.json of one image as served: its id from the origin, its whole-image sizes listed. */
export async function imageInfo(
  tilesDir: string,
  origin: string,
  imageId: string,
): Promise<Info | null> {
  const folder = path.join(tilesDir, imageId);
  const raw = await readFile(path.join(folder, 'info.json'), 'utf8').catch(() => null);
  if (raw === null) return null;
  const info = JSON.parse(raw) as Info;
  const scales = await readdir(path.join(folder, 'full')).catch(() => [] as string[]);
  const sizes: { width: number; height: number }[] = [];
  for (const name of scales) {
    const [width = 0, height = 0] = name.split(',').map(Number);
    if (width > 0 && height > 0) sizes.push({ width, height });
  }
  sizes.sort((a, b) => a.width - b.width);
  return {
    '@context': IMAGE_CONTEXT,
    ...info,
    id: iiifImageServiceId(origin, imageId),
    ...(sizes.length > 0 ? { sizes } : {}),
  };
}

export function iiifImageHandler({ tilesDir, origin, make }: IiifImageOptions): RequestHandler {
  // Tiles never made: made now when the site has the upload (false otherwise: a 404).
  const madeNow = async (imageId: string) =>
    make !== undefined &&
    !(await stat(path.join(tilesDir, imageId, 'info.json')).catch(() => null)) &&
    (await make(imageId));
  return async (req, res, next) => {
    const request = parseIiifImagePath(req.path);
    if (!request) return next();
    res.setHeader('Access-Control-Allow-Origin', '*');
    try {
      if (request.kind === 'info') {
        let info = await imageInfo(tilesDir, origin, request.imageId);
        if (!info && (await madeNow(request.imageId))) {
          info = await imageInfo(tilesDir, origin, request.imageId);
        }
        if (!info) return next();
        res.setHeader('Cache-Control', immutable);
        res.type(`application/ld+json;profile="${IMAGE_CONTEXT}"`);
        res.send(JSON.stringify(info));
        return;
      }
      // The parsed parts are digits, commas and fixed words only: no path can leave the folder.
      const file = path.join(
        tilesDir,
        request.imageId,
        request.region,
        request.size,
        '0',
        'default.jpg',
      );
      const send = (retry: boolean) =>
        res.sendFile(file, { maxAge: '365d', immutable: true, dotfiles: 'deny' }, (error) => {
          if (!error || res.headersSent) return;
          if (!retry) return next();
          madeNow(request.imageId).then(
            (made) => (made ? send(false) : next()),
            (failure: unknown) => next(failure),
          );
        });
      send(true);
    } catch (error) {
      next(error);
    }
  };
}
