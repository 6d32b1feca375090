/** The srcset and the reserved box of a CMS image (SPEC §9: five formats, 4:3 when unknown). */
import type { Image, ImageFormatName } from '~/domain/types';

const formatOrder: ImageFormatName[] = ['thumbnail', 'small', 'medium', 'large', 'xlarge'];

/** Every format once per width, smallest first; the original only when it is wider. */
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
