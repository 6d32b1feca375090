/**
 * An object of the collection (api::collection-object) into the domain's `CollectionObject`
 * (app/domain/collection.ts), one language version at a time. Facts are shared between the
 * languages in the CMS; texts and relations come per language (decision 0061). Terms and makers
 * are not localized: a term carries both labels and gives the one of the answer's language.
 */
import { z } from 'zod';
import {
  imageLicences,
  type CollectionImage,
  type CollectionMaker,
  type CollectionObject,
  type CollectionObjectRef,
  type CollectionTerm,
  type ObjectLocation,
} from '~/domain/collection';
import type { Locale } from '~/domain/locale';
import {
  flag,
  optionalInteger,
  optionalText,
  parseList,
  requiredText,
  type TransformContext,
} from '../strapi';
import { toEntry } from './entry';
import { toImage } from './image';
import { toRichText } from './rich-text';
import { toExhibitionRefs } from './teaser';

const fieldsSchema = z.object({
  title: requiredText,
  slug: requiredText,
  inventoryNumber: requiredText,
  datingText: optionalText,
  datingEarliest: optionalInteger,
  datingLatest: optionalInteger,
  place: optionalText,
  dimensions: optionalText,
  creditLine: optionalText,
  contentNote: optionalText,
  location: z.unknown(),
  room: optionalText,
  literature: optionalText,
  withdrawn: flag,
  withdrawnNote: optionalText,
  updatedAt: requiredText,
});

const termSchema = z.object({
  labelDe: requiredText,
  labelEn: optionalText,
  slug: requiredText,
  conceptId: optionalText,
});
type RawTerm = z.infer<typeof termSchema>;

const label = (term: RawTerm, locale: Locale) =>
  locale === 'en' ? (term.labelEn ?? term.labelDe) : term.labelDe;

function toTerm(term: RawTerm, locale: Locale): CollectionTerm {
  return { title: label(term, locale), slug: term.slug, conceptId: term.conceptId };
}

function toTerms(value: unknown, ctx: TransformContext, where: string): CollectionTerm[] {
  return parseList(termSchema, value, ctx, where).map((term) => toTerm(term, ctx.locale));
}

const makerSchema = z.object({
  name: requiredText,
  slug: requiredText,
  born: optionalInteger,
  died: optionalInteger,
  gnd: optionalText,
  wikidata: optionalText,
});

const makerRoleSchema = z.object({ maker: makerSchema, role: termSchema.nullish() });

function toMakers(value: unknown, ctx: TransformContext, where: string): CollectionMaker[] {
  return parseList(makerRoleSchema, value, ctx, where).map(({ maker, role }) => ({
    ...maker,
    role: role ? label(role, ctx.locale) : null,
  }));
}

const objectImageSchema = z.object({
  licence: z
    .enum(imageLicences)
    .nullish()
    .transform((value) => value ?? 'CC0-1.0'),
  rightsHolder: optionalText,
  file: z.unknown(),
});

/** The object's images in order; one whose file is missing or broken is reported and left out. */
function toObjectImages(value: unknown, ctx: TransformContext, where: string): CollectionImage[] {
  return parseList(objectImageSchema, value, ctx, where).flatMap((entry, index) => {
    const image = toImage(entry.file, ctx, `${where}[${index}].file`);
    if (!image) {
      if (entry.file === null || entry.file === undefined)
        ctx.report({ where: `${where}[${index}]`, message: 'image without a file left out' });
      return [];
    }
    // The IIIF image (tiles named by the file's bytes) is the site's to add: it knows the files.
    return [{ image, licence: entry.licence, rightsHolder: entry.rightsHolder, iiif: null }];
  });
}

const relatedSchema = z.object({
  title: requiredText,
  slug: requiredText,
  inventoryNumber: requiredText,
  images: z.unknown(),
});

/** Related objects as references (title, inventory number, first image). */
function toRelated(value: unknown, ctx: TransformContext, where: string): CollectionObjectRef[] {
  return parseList(relatedSchema, value, ctx, where).map((related, index) => {
    const [first] = toObjectImages(related.images, ctx, `${where}[${index}].images`);
    return {
      title: related.title,
      slug: related.slug,
      inventoryNumber: related.inventoryNumber,
      image: first?.image ?? null,
    };
  });
}

const locationKinds = ['storage', 'display', 'loan'] as const;
type LocationKind = (typeof locationKinds)[number];
const isLocationKind = (value: unknown): value is LocationKind =>
  locationKinds.includes(value as LocationKind);

/** Where the object is; an unknown value is reported and read as in storage (the CMS's default). */
function toLocation(
  raw: Record<string, unknown>,
  room: string | null,
  ctx: TransformContext,
  where: string,
): ObjectLocation {
  const kind = raw.location ?? 'storage';
  if (!isLocationKind(kind)) {
    ctx.report({ where: `${where}.location`, message: `unknown location ${JSON.stringify(kind)}` });
    return { kind: 'storage' };
  }
  if (kind !== 'display') return { kind };
  const exhibition = raw.exhibition
    ? (toExhibitionRefs([raw.exhibition], ctx, `${where}.exhibition`)[0] ?? null)
    : null;
  return { kind: 'display', exhibition, room };
}

/** One object; without title, slug, inventory number or date of change it is left out. */
export function toCollectionObject(
  value: unknown,
  ctx: TransformContext,
  where = 'collection-object',
): CollectionObject | null {
  const entry = toEntry(fieldsSchema, value, ctx, where);
  if (!entry) return null;
  const { fields, raw, alternates, revision } = entry;
  if (!revision) {
    ctx.report({ where, message: 'object without documentId left out' });
    return null;
  }
  const images = toObjectImages(raw.images, ctx, `${where}.images`);
  const { datingText, datingEarliest, datingLatest } = fields;
  const hasDating = datingText !== null || datingEarliest !== null || datingLatest !== null;
  return {
    contentType: 'collection-object',
    id: revision.id,
    slug: fields.slug,
    inventoryNumber: fields.inventoryNumber,
    title: fields.title,
    image: images[0]?.image ?? null,
    objectTypes: toTerms(raw.objectTypes, ctx, `${where}.objectTypes`),
    classifications: toTerms(raw.classifications, ctx, `${where}.classifications`),
    makers: toMakers(raw.makers, ctx, `${where}.makers`),
    dating: hasDating ? { text: datingText, earliest: datingEarliest, latest: datingLatest } : null,
    place: fields.place,
    materials: toTerms(raw.materials, ctx, `${where}.materials`),
    techniques: toTerms(raw.techniques, ctx, `${where}.techniques`),
    dimensions: fields.dimensions,
    description: toRichText(raw.description, ctx, `${where}.description`),
    inscription: toRichText(raw.inscription, ctx, `${where}.inscription`),
    provenance: toRichText(raw.provenance, ctx, `${where}.provenance`),
    creditLine: fields.creditLine,
    contentNote: fields.contentNote,
    subjects: toTerms(raw.subjects, ctx, `${where}.subjects`),
    literature: (fields.literature ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    location: toLocation(raw, fields.room, ctx, where),
    related: toRelated(raw.related, ctx, `${where}.related`),
    images,
    alternates,
    updatedAt: fields.updatedAt,
    withdrawn: fields.withdrawn,
    withdrawnNote: fields.withdrawnNote,
  };
}
