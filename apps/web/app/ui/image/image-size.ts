/** The srcsets and the reserved box of a CMS image (SPEC §9: 4:3 when unknown). */
import type { Image, ImageFormatName } from '~/domain/types';
import {
  fallbackFormat,
  mediaPath,
  mediaWidths,
  originalMediaPath,
  uploadKind,
  type MediaFormat,
  type MediaWidth,
} from '~/site/media-paths';

const formatOrder: ImageFormatName[] = ['thumbnail', 'small', 'medium', 'large', 'xlarge'];

/**
 * The widths the site makes of an image, each with the width the file really has: every fixed
 * width below the original's, then the next one, which the server makes at the original's width
 * (never enlarged). All of them when the original's width is unknown.
 */
export function mediaCandidates(image: Image): { width: MediaWidth; actual: number }[] {
  const original = image.width;
  if (!original) return mediaWidths.map((width) => ({ width, actual: width }));
  const below = mediaWidths.filter((width) => width < original);
  const next = mediaWidths.find((width) => width >= original) ?? null;
  return [
    ...below.map((width) => ({ width, actual: width })),
    ...(next ? [{ width: next, actual: original }] : []),
  ];
}

/** How the picture is drawn: a source per modern format and the fallback for the img itself. */
export interface PictureSources {
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet: string | undefined;
}

const sourceTypes: Partial<Record<MediaFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

export function mediaSrcSet(image: Image, format: MediaFormat): string | undefined {
  const media = image.media;
  if (!media) return undefined;
  return mediaCandidates(image)
    .map(({ width, actual }) => `${mediaPath(media, width, format)} ${actual}w`)
    .join(', ');
}

/**
 * AVIF and WebP srcsets and a single JPEG (PNG for PNGs) from the site's /media; SVG and GIF as
 * uploaded. Images
 * that are not CMS uploads keep their own address and Strapi's formats.
 */
export function pictureSources(image: Image): PictureSources {
  const media = image.media;
  const kind = media ? uploadKind(media.file) : null;
  if (!media || !kind) return { sources: [], src: image.url, srcSet: srcSet(image) };
  if (kind === 'passthrough')
    return { sources: [], src: originalMediaPath(media), srcSet: undefined };
  const fallback = fallbackFormat(media.file);
  const candidates = mediaCandidates(image);
  const middle = candidates.find(({ width }) => width >= 960) ?? candidates.at(-1)!;
  return {
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: sourceTypes[format]!,
      srcSet: mediaSrcSet(image, format)!,
    })),
    // The fallback is for browsers with neither AVIF nor WebP (none current, all of them since
    // 2020 read WebP): one file of about 960 px, not a srcset of every width (decision 0030).
    src: mediaPath(media, middle.width, fallback),
    srcSet: undefined,
  };
}

/** One file of about `width` px for a plain img (menu teaser, footer logos). */
export function mediaSrc(image: Image, width: MediaWidth): string {
  const media = image.media;
  const kind = media ? uploadKind(media.file) : null;
  if (!media || !kind) return image.url;
  if (kind === 'passthrough') return originalMediaPath(media);
  return mediaPath(media, width, fallbackFormat(media.file));
}

/** Strapi's formats by width, smallest first; the original only when it is wider. */
export function srcSet(image: Image): string | undefined {
  const byWidth = new Map<number, string>();
  for (const name of formatOrder) {
    const format = image.formats[name];
    if (format && !byWidth.has(format.width)) byWidth.set(format.width, format.url);
  }
  const widest = Math.max(0, ...byWidth.keys());
  if (image.width && image.width > widest) byWidth.set(image.width, image.url);
  if (byWidth.size === 0) return undefined;
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ');
}

/**
 * width/height attributes so the browser reserves the box before the file arrives: the
 * original's, else the widest format's, else 4:3.
 */
export function intrinsicSize(image: Image): { width: number; height: number } {
  if (image.width && image.height) return { width: image.width, height: image.height };
  const widest = formatOrder
    .map((name) => image.formats[name])
    .filter((format) => format !== undefined)
    .at(-1);
  if (widest) return { width: widest.width, height: widest.height };
  const width = image.width ?? 1200;
  return { width, height: Math.round((width * 3) / 4) };
}
