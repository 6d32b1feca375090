/**
 * The /media variants the site's pages ask of an image: every AVIF and WebP width of its
 * srcsets, the JPEG (PNG) fallback of about 960 px, the 480 px file of menu teasers and footer
 * logos, and the 1280 px share image. Made ahead in the background after a publish
 * (server/media-pregenerate.ts, decision 0058), so no visitor waits for an encode.
 */
import type { Image } from '~/domain/types';
import {
  mediaFormats,
  mediaPathPrefix,
  parseMediaPath,
  uploadKind,
  type MediaFormat,
  type MediaWidth,
} from '~/site/media-paths';
import { shareImage } from '~/site/share-image';
import { mediaSrc, pictureSources } from './image-size';
import { isImage } from './page-images';

export interface ImageVariant {
  source: { file: string; version: string };
  width: MediaWidth;
  format: MediaFormat;
}

/** A stable name of one variant (for de-duplication). */
export const variantKey = ({ source, width, format }: ImageVariant): string =>
  `${source.version}/${width}/${source.file}.${format}`;

function variantOf(address: string): ImageVariant | null {
  if (!address.startsWith(mediaPathPrefix)) return null;
  const [version = '', size = '', name = ''] = address.slice(mediaPathPrefix.length).split('/');
  const request = parseMediaPath(version, size, name);
  return request?.kind === 'encoded'
    ? { source: request.source, width: request.width, format: request.format }
    : null;
}

/**
 * Every variant of one image, taken from the same functions that write the pages' addresses:
 * smallest widths first (phones' files before desktops'), AVIF before WebP before the fallback.
 */
export function imageVariants(image: Image): ImageVariant[] {
  if (!image.media || uploadKind(image.media.file) !== 'raster') return [];
  const picture = pictureSources(image);
  const addresses = [
    ...picture.sources.flatMap(({ srcSet }) =>
      srcSet.split(', ').map((candidate) => candidate.split(' ')[0] ?? ''),
    ),
    picture.src,
    mediaSrc(image, 480),
    shareImage(image).url,
  ];
  const found = new Map<string, ImageVariant>();
  for (const address of addresses) {
    const variant = variantOf(address);
    if (variant) found.set(variantKey(variant), variant);
  }
  return [...found.values()].sort(
    (a, b) => a.width - b.width || mediaFormats.indexOf(a.format) - mediaFormats.indexOf(b.format),
  );
}

/** Every image anywhere in a value (an entry, a page's data), each upload once. */
export function imagesIn(value: unknown, found = new Map<string, Image>()): Image[] {
  if (Array.isArray(value)) value.forEach((item) => imagesIn(item, found));
  else if (value && typeof value === 'object') {
    if (isImage(value)) {
      if (value.media) found.set(`${value.media.version}/${value.media.file}`, value);
    } else Object.values(value).forEach((item) => imagesIn(item, found));
  }
  return [...found.values()];
}
