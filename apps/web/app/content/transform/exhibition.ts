import { z } from 'zod';
import type { Exhibition } from '../types';
import { flag, optionalText, parseBlock, requiredText, type TransformContext } from '../strapi';
import { toAlternates } from './alternates';
import { toEvent } from './event';
import { toRichText, toSeo } from './fields';
import { toImage, toImages } from './image';
import { toOffer } from './offer';
import { exhibitionTypeSchema, toItems, toRelatedTeasers } from './teaser';

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
export function toExhibition(
  value: unknown,
  ctx: TransformContext,
  where = 'exhibition',
): Exhibition | null {
  const fields = parseBlock(fieldsSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    contentType: 'exhibition',
    ...fields,
    body: toRichText(raw.body, ctx, `${where}.body`),
    image: toImage(raw.image, ctx, `${where}.image`),
    gallery: toImages(raw.gallery, ctx, `${where}.gallery`),
    events: toRelatedTeasers(toEvent, raw.events, ctx, `${where}.events`),
    offers: toRelatedTeasers(toOffer, raw.offers, ctx, `${where}.offers`),
    seo: toSeo(raw.seo, ctx, `${where}.seo`),
    alternates: toAlternates(raw, fields.slug, ctx, where),
  };
}

export const toExhibitions = (data: unknown, ctx: TransformContext): Exhibition[] =>
  toItems(toExhibition, data, ctx, 'exhibitions');
