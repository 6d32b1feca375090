/**
 * A collection object's IIIF Presentation 3 manifest from both of its language versions
 * (issue #45): labels and metadata in German and English as they exist, one canvas per image
 * whose level-0 tiles the site serves, each painted by the site's 1920 px JPEG rendition. Every
 * address is made from the configured origin. The route (routes/iiif-manifest.ts) serves it.
 */
import type { CollectionImage, CollectionObject } from '~/domain/collection';
import type { Locale } from '~/domain/locale';
import { iiifImageServiceId, iiifManifestPath } from '~/site/iiif-paths';
import { mediaPath, uploadKind } from '~/site/media-paths';
import { href } from '~/site/paths';
import { richTextToPlain } from '../search/documents.server';
import { licenceUri, manifest, type ManifestCanvas, type Texts } from './iiif-manifest';

export type ObjectVersions = Partial<Record<Locale, CollectionObject>>;

/** The rendition that paints a canvas: the largest width the site makes (never enlarged). */
const PAINTING_WIDTH = 1920;

function texts(
  versions: ObjectVersions,
  pick: (object: CollectionObject, locale: Locale) => string | null | undefined,
): Texts {
  const result: { de?: string; en?: string } = {};
  for (const locale of ['de', 'en'] as const) {
    const object = versions[locale];
    const value = object ? pick(object, locale)?.trim() : null;
    if (value) result[locale] = value;
  }
  return result;
}

const words = {
  inventoryNumber: { de: 'Inventarnummer', en: 'Inventory number' },
  objectType: { de: 'Objektart', en: 'Object type' },
  makers: { de: 'Hergestellt von', en: 'Made by' },
  dating: { de: 'Datierung', en: 'Date' },
  place: { de: 'Ort', en: 'Place' },
  material: { de: 'Material', en: 'Material' },
  technique: { de: 'Technik', en: 'Technique' },
  dimensions: { de: 'Maße', en: 'Dimensions' },
  inscription: { de: 'Inschrift', en: 'Inscription' },
  creditLine: { de: 'Nachweis', en: 'Credit line' },
  image: { de: 'Abbildung', en: 'Image' },
} as const;

const titles = (terms: { title: string }[]) => terms.map((term) => term.title).join(', ');

function canvasOf(
  entry: CollectionImage,
  index: number,
  manifestId: string,
  origin: string,
  versions: ObjectVersions,
): ManifestCanvas | null {
  const { iiif, image } = entry;
  const media = image.media;
  if (!iiif || !media || uploadKind(media.file) !== 'raster') return null;
  const width = Math.min(iiif.width, PAINTING_WIDTH);
  const height = Math.round((iiif.height * width) / iiif.width);
  const number = index + 1;
  const credit = image.credit ?? null;
  const attribution: Texts = {};
  for (const locale of ['de', 'en'] as const) {
    const parts = [credit?.[locale], entry.rightsHolder ? `© ${entry.rightsHolder}` : null];
    const line = parts.filter(Boolean).join(' · ');
    if (line && versions[locale]) attribution[locale] = line;
  }
  return {
    id: `${manifestId.replace(/\.json$/, '')}/canvas/${number}`,
    label: texts(
      versions,
      (_object, locale) => image.caption?.[locale] || `${words.image[locale]} ${number}`,
    ),
    width: iiif.width,
    height: iiif.height,
    image: {
      id: `${origin}${mediaPath(media, PAINTING_WIDTH, 'jpeg')}`,
      width,
      height,
      format: 'image/jpeg',
    },
    serviceId: iiifImageServiceId(origin, iiif.id),
    rights: licenceUri(entry.licence),
    ...(Object.keys(attribution).length > 0 ? { attribution } : {}),
  };
}

export function objectManifest(
  versions: ObjectVersions,
  { origin, museum }: { origin: string; museum: string },
): Record<string, unknown> | null {
  const first = versions.de ?? versions.en;
  if (!first) return null;
  const id = `${origin}${iiifManifestPath(first.slug)}`;
  const metadata = [
    { label: words.inventoryNumber, value: { none: first.inventoryNumber } },
    { label: words.objectType, value: texts(versions, (o) => titles(o.objectTypes)) },
    {
      label: words.makers,
      value: texts(versions, (o) =>
        o.makers
          .map((maker) => (maker.role ? `${maker.name} (${maker.role})` : maker.name))
          .join('; '),
      ),
    },
    { label: words.dating, value: texts(versions, (o) => o.dating?.text) },
    { label: words.place, value: texts(versions, (o) => o.place) },
    { label: words.material, value: texts(versions, (o) => titles(o.materials)) },
    { label: words.technique, value: texts(versions, (o) => titles(o.techniques)) },
    { label: words.dimensions, value: texts(versions, (o) => o.dimensions) },
    {
      label: words.inscription,
      value: texts(versions, (o, locale) => richTextToPlain(o.inscription, locale)),
    },
  ];
  const credit = texts(versions, (o) => o.creditLine);
  return manifest({
    id,
    label: texts(versions, (o) => o.title),
    summary: texts(versions, (o, locale) => richTextToPlain(o.description, locale)),
    metadata,
    ...(Object.keys(credit).length > 0
      ? { requiredStatement: { label: words.creditLine, value: credit } }
      : {}),
    homepage: (['de', 'en'] as const).flatMap((locale) => {
      const object = versions[locale];
      if (!object) return [];
      return [
        {
          id: `${origin}${href('collectionObject', { slug: object.slug }, locale)}`,
          label: { [locale]: object.title } as Texts,
          language: locale,
        },
      ];
    }),
    provider: {
      id: `${origin}/`,
      label: { de: museum, en: museum },
      homepage: `${origin}/`,
    },
    canvases: first.images.flatMap((entry, index) => {
      const canvas = canvasOf(entry, index, id, origin, versions);
      return canvas ? [canvas] : [];
    }),
  });
}
