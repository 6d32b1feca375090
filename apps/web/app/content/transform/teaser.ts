import { z } from 'zod';
import type { ContentTeaser, ExhibitionRef, TeaserContentType } from '../types';
import {
  anyObject,
  flag,
  optionalText,
  parseBlock,
  parseList,
  requiredText,
  type TransformContext,
} from '../strapi';
import { toImage } from './image';

const teaserFields = z.object({
  title: requiredText,
  slug: requiredText,
  type: optionalText,
  headline: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  highlight: flag,
});

/** Related exhibitions, events and offers as small previews. */
export function toTeasers(
  contentType: TeaserContentType,
  value: unknown,
  ctx: TransformContext,
  where: string,
): ContentTeaser[] {
  return parseList(anyObject, value, ctx, where).flatMap((raw, index) => {
    const teaser = toTeaser(contentType, raw, ctx, `${where}[${index}]`);
    return teaser ? [teaser] : [];
  });
}

export function toTeaser(
  contentType: TeaserContentType,
  value: unknown,
  ctx: TransformContext,
  where: string,
): ContentTeaser | null {
  const fields = parseBlock(teaserFields, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    contentType,
    ...fields,
    type: contentType === 'event' ? null : fields.type,
    image: toImage(raw.image, ctx, `${where}.image`),
  };
}

export const exhibitionTypeSchema = z.enum(['permanent', 'temporary', 'schauhaus']);

const exhibitionRefSchema = z
  .object({
    title: requiredText,
    slug: requiredText,
    type: exhibitionTypeSchema,
    seasonalColorRequired: flag,
  })
  .transform(({ title, slug, type, seasonalColorRequired }): ExhibitionRef => ({
    title,
    slug,
    type,
    seasonalColorRequired,
  }));

export function toExhibitionRefs(
  value: unknown,
  ctx: TransformContext,
  where: string,
): ExhibitionRef[] {
  return parseList(exhibitionRefSchema, value, ctx, where);
}
