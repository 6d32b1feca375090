/**
 * Addresses of CMS uploads on the site's own origin (server/media.ts serves them): the only
 * place that writes or reads them.
 *
 *   /media/<version>/<width>/<upload>.<format>   e.g. /media/k3j9x2ab/480/hall_4f2a1b.jpg.avif
 *   /media/<version>/original/<upload>           SVG and GIF as uploaded
 *   /media/<version>/file/<upload>               any upload as it is: audio, video, PDF, press
 *                                                photos (byte ranges, a download's file name)
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

/**
 * Uploads the site passes on as they are under /media/<version>/file/, with the type it sends
 * for each (never the CMS's). Nothing a browser would run on the site's origin (HTML, scripts).
 */
export const fileContentTypes: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  zip: 'application/zip',
  epub: 'application/epub+zip',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

const fileName = /^[A-Za-z0-9][A-Za-z0-9_-]{0,200}\.([A-Za-z0-9]{1,5})$/;

/** The served type of an upload passed on as it is, or null when the site does not serve it. */
export function fileContentType(file: string): string | null {
  const extension = fileName.exec(file)?.[1]?.toLowerCase();
  return extension && Object.hasOwn(fileContentTypes, extension)
    ? fileContentTypes[extension]!
    : null;
}

export function filePath(source: MediaSource): string {
  return `${mediaPathPrefix}${source.version}/file/${source.file}`;
}

/**
 * The name a download is saved under: the upload's name without the random part Strapi appends
 * (`zm_pressestimmen_939214437c.pdf` → `zm_pressestimmen.pdf`). Only letters, digits, `_`, `-`
 * and one dot, as the upload's name is checked to have, so it needs no quoting beyond "".
 */
export function downloadName(file: string): string {
  return file.replace(/_[0-9a-f]{10}(?=\.[A-Za-z0-9]+$)/, '');
}

/** Audio, video and pictures play or show in place; everything else is saved. */
export function fileDisposition(file: string): string {
  const type = fileContentType(file) ?? '';
  const how = /^(audio|video|image)\//.test(type) ? 'inline' : 'attachment';
  return `${how}; filename="${downloadName(file)}"`;
}

/**
 * The address of an uploaded file (audio, download) on the site's own origin; a file from
 * another host keeps its own address; null when there is nothing the site may link.
 */
export function fileHref(file: { url: string | null; media: MediaSource | null }): string | null {
  if (file.media) return fileContentType(file.media.file) ? filePath(file.media) : null;
  return file.url;
}

/** The type the site serves an uploaded file with; a file from another host: the CMS's word. */
export function fileType(file: { media: MediaSource | null; mime: string | null }): string | null {
  return file.media ? fileContentType(file.media.file) : file.mime;
}

/**
 * An image as uploaded, for those who want the full size (a podcast's cover art): a CMS upload
 * from the site's own origin, any other image from its own address.
 */
export function originalImageHref(image: { url: string; media: MediaSource | null }): string {
  if (image.media && fileContentType(image.media.file)) return filePath(image.media);
  return image.url;
}

/** A path on the site made absolute with the configured origin; other addresses as they are. */
export function absoluteSiteUrl(address: string, origin: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? `${origin}${address}` : address;
}

export type MediaRequest =
  | { kind: 'encoded'; source: MediaSource; width: MediaWidth; format: MediaFormat }
  | { kind: 'original'; source: MediaSource }
  | { kind: 'file'; source: MediaSource };

/**
 * The three path segments after /media/ (already decoded), or null for anything the site does
 * not serve: unknown width or format, a name that is not an upload's (no `/`, `..`, host …).
 */
export function parseMediaPath(version: string, size: string, name: string): MediaRequest | null {
  if (!isVersion(version)) return null;
  if (size === 'file') {
    if (!fileContentType(name)) return null;
    return { kind: 'file', source: { file: name, version } };
  }
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
