/**
 * Addresses of CMS uploads on the site's own origin (server/media.ts serves them): the only
 * place that writes or reads them.
 *
 *   /media/<version>/<width>/<upload>.<format>   e.g. /media/k3j9x2ab/480/hall_4f2a1b.jpg.avif
 *   /media/<version>/original/<upload>           SVG and GIF as uploaded
 *
 * `upload` is the file name in the CMS's uploads folder (Strapi's names carry a random hash);
 * `version` changes when an editor replaces the file under the same name, so every address can
 * be cached for a year.
 */
import type { MediaSource } from '~/domain/types';

/** Widths made for every image (phones' `sizes` keep them on 480: ui/image/layout-sizes.ts). */
export const mediaWidths = [320, 480, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof mediaWidths)[number];

export const mediaFormats = ['avif', 'webp', 'jpeg', 'png'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

export const mediaContentTypes: Record<MediaFormat | 'svg' | 'gif', string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  gif: 'image/gif',
};

export const mediaPathPrefix = '/media/';

/** Strapi's upload names: letters, digits, `_` and `-`, one extension; nothing else is served. */
const uploadName = /^[A-Za-z0-9][A-Za-z0-9_-]{0,200}\.(jpe?g|png|webp|avif|tiff?|gif|svg)$/i;
const versionPattern = /^[a-z0-9]{1,16}$/;

export function isUploadName(name: string): boolean {
  return uploadName.test(name);
}

export function isVersion(version: string): boolean {
  return versionPattern.test(version);
}

/** What the site does with an upload: resize and re-encode it, or pass it on as it is. */
export function uploadKind(file: string): 'raster' | 'passthrough' | null {
  const extension = uploadName.exec(file)?.[1]?.toLowerCase();
  if (!extension) return null;
  return extension === 'svg' || extension === 'gif' ? 'passthrough' : 'raster';
}

/** The fallback format for browsers without AVIF/WebP: PNG keeps a PNG's transparency. */
export function fallbackFormat(file: string): 'jpeg' | 'png' {
  return /\.png$/i.test(file) ? 'png' : 'jpeg';
}

export function mediaPath(source: MediaSource, width: MediaWidth, format: MediaFormat): string {
  return `${mediaPathPrefix}${source.version}/${width}/${source.file}.${format}`;
}

export function originalMediaPath(source: MediaSource): string {
  return `${mediaPathPrefix}${source.version}/original/${source.file}`;
}

export type MediaRequest =
  | { kind: 'encoded'; source: MediaSource; width: MediaWidth; format: MediaFormat }
  | { kind: 'original'; source: MediaSource };

/**
 * The three path segments after /media/ (already decoded), or null for anything the site does
 * not serve: unknown width or format, a name that is not an upload's (no `/`, `..`, host …).
 */
export function parseMediaPath(version: string, size: string, name: string): MediaRequest | null {
  if (!isVersion(version)) return null;
  if (size === 'original') {
    if (uploadKind(name) !== 'passthrough') return null;
    return { kind: 'original', source: { file: name, version } };
  }
  const width = mediaWidths.find((candidate) => String(candidate) === size);
  const dot = name.lastIndexOf('.');
  const format = mediaFormats.find((candidate) => candidate === name.slice(dot + 1));
  const file = name.slice(0, dot);
  if (!width || !format || uploadKind(file) !== 'raster') return null;
  if (format === 'png' && fallbackFormat(file) !== 'png') return null;
  return { kind: 'encoded', source: { file, version }, width, format };
}
