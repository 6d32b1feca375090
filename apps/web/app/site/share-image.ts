import type { Image, LocalizedText } from '../domain/types';
import { fallbackFormat, mediaPath, originalMediaPath, uploadKind } from './media-paths';

/** Facebook, LinkedIn and Mastodon show large cards from 1200 px wide on. */
const SHARE_WIDTH = 1200;
/** The /media width that covers SHARE_WIDTH (site/media-paths.ts). */
const SHARE_MEDIA_WIDTH = 1280;

export interface ShareImage {
  /**
   * A path on the site's own origin (/media/…) for a CMS upload, which the page's meta tags,
   * JSON-LD and feeds make absolute with the configured origin; else the image's own address.
   */
  url: string;
  width: number | null;
  height: number | null;
  alt: LocalizedText;
}

/**
 * The one picture of a shared link. A CMS upload comes from the site's /media as a JPEG (PNG for
 * PNGs) 1280 px wide (never enlarged): crawlers and social networks never reach the CMS. Other
 * images: the smallest rendition at least 1200 px wide, the largest there is when none is.
 */
export function shareImage(image: Image): ShareImage {
  const media = image.media;
  const kind = media ? uploadKind(media.file) : null;
  if (media && kind === 'raster') {
    const width = image.width ? Math.min(image.width, SHARE_MEDIA_WIDTH) : null;
    const height =
      width && image.width && image.height
        ? Math.round((image.height * width) / image.width)
        : null;
    return {
      url: mediaPath(media, SHARE_MEDIA_WIDTH, fallbackFormat(media.file)),
      width: height ? width : null,
      height,
      alt: image.alt,
    };
  }
  if (media && kind === 'passthrough') {
    return {
      url: originalMediaPath(media),
      width: image.width,
      height: image.height,
      alt: image.alt,
    };
  }
  const renditions = [
    ...Object.values(image.formats),
    ...(image.width !== null ? [{ url: image.url, width: image.width, height: image.height }] : []),
  ].sort((a, b) => a.width - b.width);
  const chosen =
    renditions.find((rendition) => rendition.width >= SHARE_WIDTH) ?? renditions.at(-1) ?? null;
  return chosen
    ? { url: chosen.url, width: chosen.width, height: chosen.height, alt: image.alt }
    : { url: image.url, width: null, height: null, alt: image.alt };
}
