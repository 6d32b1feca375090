import type { Image, LocalizedText } from '../domain/types';

/** Facebook, LinkedIn and Mastodon show large cards from 1200 px wide on. */
const SHARE_WIDTH = 1200;

export interface ShareImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: LocalizedText;
}

/**
 * The one picture of a shared link: the smallest rendition at least 1200 px wide, so that cards
 * are sharp without sending the 2560 px original; the largest there is when none is that wide.
 */
export function shareImage(image: Image): ShareImage {
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
