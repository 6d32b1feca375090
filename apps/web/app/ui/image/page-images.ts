import type { Image } from '~/domain/types';
import { uploadKind } from '~/site/media-paths';

/**
 * An image as a page draws it. When the site serves the upload under /media (image-size.ts),
 * the page builds every address from `media`, so the CMS's own URL and its format renditions
 * (five more absolute URLs) are left out of the page's loader data: React Router writes that
 * data into the HTML for hydration, where they cost about 0.1 KB gzip per image.
 */
export function pageImage(image: Image): Image {
  if (!image.media || !uploadKind(image.media.file)) return image;
  return { ...image, url: '', formats: {} };
}

export function isImage(value: object): value is Image {
  const candidate = value as Partial<Image>;
  return (
    typeof candidate.url === 'string' &&
    typeof candidate.formats === 'object' &&
    candidate.formats !== null &&
    typeof candidate.media === 'object' &&
    typeof candidate.alt === 'object'
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A route's loader data with every image in it as `pageImage` makes it. Plain objects and arrays
 * are copied (the content cache's objects are shared and never changed); anything else (dates,
 * class instances) is kept as it is. Data for a server-only purpose (feeds, JSON-LD, share
 * images) is made before this and carries its own URLs.
 */
export function pageImages<T>(data: T): T {
  return slim(data) as T;
}

function slim(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(slim);
  if (!isPlainObject(value)) return value;
  if (isImage(value)) return pageImage(value);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = slim(item);
  return copy;
}
