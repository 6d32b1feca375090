import { z } from 'zod';
import type { Exhibition } from '~/domain/types';
import { flag, optionalText, type TransformContext } from '../strapi';
import { titleAndSlug, toEntry } from './entry';
import { toEvent } from './event';
import { toAccessibilityTags, toInfoBlock, toPracticalFacts } from './fields';
import { toRichText } from './rich-text';
import { toImage, toImages } from './image';
import { toOffer } from './offer';
import { exhibitionTypeSchema, toItems, toRelatedTeasers } from './teaser';

const fieldsSchema = z.object({
  ...titleAndSlug,
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
  const entry = toEntry(fieldsSchema, value, ctx, where);
  if (!entry) return null;
  const { fields, raw, alternates, seo } = entry;
  return {
    contentType: 'exhibition',
    ...fields,
    body: toRichText(raw.body, ctx, `${where}.body`),
    image: toImage(raw.image, ctx, `${where}.image`),
    gallery: toImages(raw.gallery, ctx, `${where}.gallery`),
    facts: toPracticalFacts(raw, ctx, where),
    info: toInfoBlock(raw.info, ctx, `${where}.info`),
    accessibilityTags: toAccessibilityTags(
      raw.accessibilityTags,
      ctx,
      `${where}.accessibilityTags`,
    ),
    events: toRelatedTeasers(toEvent, raw.events, ctx, `${where}.events`),
    offers: toRelatedTeasers(toOffer, raw.offers, ctx, `${where}.offers`),
    seo,
    alternates,
  };
}

export const toExhibitions = (data: unknown, ctx: TransformContext): Exhibition[] =>
  toItems(toExhibition, data, ctx, 'exhibitions');
