/**
 * Which IIIF image (server/iiif-tiles.ts) each picture of a collection object is. The content
 * layer cannot know it: an image's IIIF id is the SHA-256 of its bytes (decision 0065), which
 * only the media cache learns when it fetches the upload. The HTTP server provides the lookup
 * when it starts (server/app.ts); without one (unit tests, a site without media cache) images
 * keep `iiif: null` and their pages show them without the zoom.
 */
import type { CollectionImage, CollectionObject } from '~/domain/collection';
import type { MediaSource } from '~/domain/types';

export interface IiifImageInfo {
  id: string;
  width: number;
  height: number;
}

export interface IiifImageLookup {
  /** The IIIF image of an upload (fetched into the media cache the first time), or null. */
  describe: (media: MediaSource) => Promise<IiifImageInfo | null>;
}

let lookup: IiifImageLookup | null = null;

/** Called once by the HTTP server; `null` turns the lookup off again (tests). */
export function provideIiifImages(provided: IiifImageLookup | null): void {
  lookup = provided;
}

async function withIiif(entry: CollectionImage): Promise<CollectionImage> {
  if (entry.iiif || !lookup || !entry.image.media) return entry;
  try {
    const iiif = await lookup.describe(entry.image.media);
    return iiif ? { ...entry, iiif } : entry;
  } catch (error) {
    // The zoom is an extra: the page shows the picture without it.
    console.error(
      `[iiif] no image service for ${entry.image.media.file}:`,
      error instanceof Error ? error.message : error,
    );
    return entry;
  }
}

/** The object with each image's IIIF image named where the site can serve one. */
export async function withIiifImages(object: CollectionObject): Promise<CollectionObject> {
  if (!lookup || object.images.length === 0) return object;
  return { ...object, images: await Promise.all(object.images.map(withIiif)) };
}
