import { z } from 'zod';
import type { Exhibition } from '../types';
import { flag, optionalText, parseBlock, parseList, requiredText, anyObject, type TransformContext } from '../strapi';
import { toRichText, toSeo } from './fields';
import { toImage, toImages } from './image';
import { exhibitionTypeSchema, toTeasers } from './teaser';

const fieldsSchema = z.object({
  title: requiredText,
  slug: requiredText,
  type: exhibitionTypeSchema,
  variant: z
    .enum(['default', 'tech', 'art'])
    .nullish()
    .transform((value) => value ?? 'default'),
  headline: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  seasonalColorRequired: flag,
  teaserText: optionalText,
  place: optionalText,
});

/** One exhibition; without title, slug or type it cannot be shown and is left out. */
export function toExhibition(value: unknown, ctx: TransformContext, where = 'exhibition'): Exhibition | null {
  const fields = parseBlock(fieldsSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    ...fields,
    body: toRichText(raw.body, ctx, `${where}.body`),
    image: toImage(raw.image, ctx, `${where}.image`),
    gallery: toImages(raw.gallery, ctx, `${where}.gallery`),
    events: toTeasers('event', raw.events, ctx, `${where}.events`),
    offers: toTeasers('offer', raw.offers, ctx, `${where}.offers`),
    seo: toSeo(raw.seo, ctx, `${where}.seo`),
  };
}

export function toExhibitions(data: unknown, ctx: TransformContext): Exhibition[] {
  return parseList(anyObject, data, ctx, 'exhibitions').flatMap((raw, index) => {
    const exhibition = toExhibition(raw, ctx, `exhibitions[${index}]`);
    return exhibition ? [exhibition] : [];
  });
}
