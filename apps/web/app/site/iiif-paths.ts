// Addresses of the collection's IIIF resources on the site's own origin. An image is named by
// the SHA-256 of its bytes (as the media cache names it), so its tiles never change under a name
// and can be cached for a year.

export const iiifImagePrefix = '/iiif/3/';

const IMAGE_ID = /^[a-f0-9]{64}$/;
const REGION = /^(full|\d{1,6},\d{1,6},\d{1,6},\d{1,6})$/;
const SIZE = /^\d{1,6},\d{1,6}$/;

/** Where an object's Presentation 3 manifest is served (routes/iiif-manifest.ts). */
export const iiifManifestPattern = 'iiif/manifest/:file';

export function iiifManifestPath(slug: string): string {
  return `/iiif/manifest/${encodeURIComponent(slug)}.json`;
}

/** The object's slug from the manifest route's file name (`zm-t-1912-004.json`), or null. */
export function manifestSlug(file: string): string | null {
  const match = /^([A-Za-z0-9][A-Za-z0-9_~.-]{0,160})\.json$/.exec(file);
  return match ? match[1]! : null;
}

export function isIiifImageId(value: string): boolean {
  return IMAGE_ID.test(value);
}

/** The image service's id (IIIF Image API 3), absolute from the configured origin. */
export function iiifImageServiceId(origin: string, imageId: string): string {
  return `${origin.replace(/\/+$/, '')}${iiifImagePrefix}${imageId}`;
}

export type IiifImageRequest =
  | { imageId: string; kind: 'info' }
  | { imageId: string; kind: 'image'; region: string; size: string };

/**
 * What a path under /iiif/3/ asks for, or null. Level 0 serves only what was made ahead: the
 * tiles and the whole image at each scale, at rotation 0 in default quality as JPEG, in the
 * canonical forms that info.json announces (`x,y,w,h` or `full`, then `w,h`).
 */
export function parseIiifImagePath(pathname: string): IiifImageRequest | null {
  if (!pathname.startsWith(iiifImagePrefix)) return null;
  const parts = pathname.slice(iiifImagePrefix.length).split('/');
  const [imageId] = parts;
  if (!imageId || !isIiifImageId(imageId)) return null;
  if (parts.length === 2 && parts[1] === 'info.json') return { imageId, kind: 'info' };
  if (parts.length !== 5) return null;
  const [, region = '', size = '', rotation, file] = parts;
  if (!REGION.test(region) || !SIZE.test(size) || rotation !== '0' || file !== 'default.jpg') {
    return null;
  }
  return { imageId, kind: 'image', region, size };
}
