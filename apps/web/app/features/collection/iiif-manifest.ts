// An object of the collection as a IIIF Presentation 3 manifest (issue #45): one canvas per
// image, each painted by the site's own rendition of it with the level-0 image service beside it
// for deep zoom, so the object page's viewer and any IIIF viewer elsewhere open it the same way.
// The builder only arranges what the caller gives: addresses come from configuration (the
// caller's origin), texts in the languages they exist in.

export type LanguageMap = Record<string, string[]>;

/** German and English as they exist; a value without language (an inventory number) is "none". */
export type Texts = { de?: string; en?: string } | { none: string };

export interface ManifestCanvas {
  /** Absolute URI of the canvas, unique within the manifest. */
  id: string;
  label: Texts;
  width: number;
  height: number;
  /** The image that paints the canvas: an absolute URL of a JPEG rendition and its size. */
  image: { id: string; width: number; height: number; format: 'image/jpeg' | 'image/webp' };
  /** The level-0 image service (server/iiif-image.ts), absolute. */
  serviceId: string;
  /** The image's licence as a Creative Commons or rightsstatements.org URI. */
  rights: string;
  /** Credit and rights holder as shown beside the image. */
  attribution?: Texts;
}

export interface ManifestInput {
  /** Absolute URI where this manifest is served. */
  id: string;
  label: Texts;
  summary?: Texts;
  metadata: { label: Texts; value: Texts }[];
  /** What must be shown with the object wherever it is shown (credit line). */
  requiredStatement?: { label: Texts; value: Texts };
  /** The object's pages on the site, one per language. */
  homepage: { id: string; label: Texts; language: 'de' | 'en' }[];
  provider: { id: string; label: Texts; homepage: string };
  canvases: ManifestCanvas[];
}

function languageMap(texts: Texts): LanguageMap {
  const map: LanguageMap = {};
  for (const [language, text] of Object.entries(texts)) {
    if (typeof text === 'string' && text.trim()) map[language] = [text.trim()];
  }
  return map;
}

export function manifest(input: ManifestInput): Record<string, unknown> {
  const items = input.canvases.map((canvas, index) => {
    const page = `${canvas.id}/page/${index + 1}`;
    return {
      id: canvas.id,
      type: 'Canvas',
      label: languageMap(canvas.label),
      width: canvas.width,
      height: canvas.height,
      rights: canvas.rights,
      ...(canvas.attribution
        ? {
            requiredStatement: {
              label: languageMap({ de: 'Bildnachweis', en: 'Image credit' }),
              value: languageMap(canvas.attribution),
            },
          }
        : {}),
      items: [
        {
          id: page,
          type: 'AnnotationPage',
          items: [
            {
              id: `${page}/image`,
              type: 'Annotation',
              motivation: 'painting',
              target: canvas.id,
              body: {
                id: canvas.image.id,
                type: 'Image',
                format: canvas.image.format,
                width: canvas.image.width,
                height: canvas.image.height,
                service: [{ id: canvas.serviceId, type: 'ImageService3', profile: 'level0' }],
              },
            },
          ],
        },
      ],
    };
  });
  const first = input.canvases[0];
  return {
    '@context': 'http://iiif.io/api/presentation/3/context.json',
    id: input.id,
    type: 'Manifest',
    label: languageMap(input.label),
    ...(input.summary && Object.keys(languageMap(input.summary)).length > 0
      ? { summary: languageMap(input.summary) }
      : {}),
    metadata: input.metadata
      .map((entry) => ({ label: languageMap(entry.label), value: languageMap(entry.value) }))
      .filter((entry) => Object.keys(entry.value).length > 0),
    ...(input.requiredStatement
      ? {
          requiredStatement: {
            label: languageMap(input.requiredStatement.label),
            value: languageMap(input.requiredStatement.value),
          },
        }
      : {}),
    // The metadata of every object is free to reuse (CC0); each image names its own licence.
    rights: 'http://creativecommons.org/publicdomain/zero/1.0/',
    homepage: input.homepage.map((page) => ({
      id: page.id,
      type: 'Text',
      label: languageMap(page.label),
      format: 'text/html',
      language: [page.language],
    })),
    provider: [
      {
        id: input.provider.id,
        type: 'Agent',
        label: languageMap(input.provider.label),
        homepage: [
          {
            id: input.provider.homepage,
            type: 'Text',
            label: languageMap(input.provider.label),
            format: 'text/html',
          },
        ],
      },
    ],
    ...(first
      ? {
          thumbnail: [
            {
              id: first.image.id,
              type: 'Image',
              format: first.image.format,
              width: first.image.width,
              height: first.image.height,
              service: [{ id: first.serviceId, type: 'ImageService3', profile: 'level0' }],
            },
          ],
        }
      : {}),
    items,
  };
}

/** The URI IIIF expects for each licence an image may carry (Creative Commons, RightsStatements). */
export function licenceUri(licence: 'CC0-1.0' | 'CC-BY-4.0' | 'CC-BY-SA-4.0' | 'InC'): string {
  switch (licence) {
    case 'CC0-1.0':
      return 'http://creativecommons.org/publicdomain/zero/1.0/';
    case 'CC-BY-4.0':
      return 'http://creativecommons.org/licenses/by/4.0/';
    case 'CC-BY-SA-4.0':
      return 'http://creativecommons.org/licenses/by-sa/4.0/';
    default:
      return 'http://rightsstatements.org/vocab/InC/1.0/';
  }
}
