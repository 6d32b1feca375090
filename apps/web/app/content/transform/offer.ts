import { z } from 'zod';
import type { Offer } from '../types';
import {
  flag,
  optionalInteger,
  optionalText,
  parseBlock,
  requiredText,
  type TransformContext,
} from '../strapi';
import { toAlternates } from './alternates';
import { toAccessibilityTags, toInfoBlock, toRichText, toSeo, toTerms } from './fields';
import { toImage } from './image';
import { toExhibitionRefs, toItems } from './teaser';

const fieldsSchema = z.object({
  title: requiredText,
  slug: requiredText,
  type: z
    .enum(['guidedTour', 'workshop', 'other'])
    .nullish()
    .transform((value) => value ?? 'guidedTour'),
  bookable: flag,
  minParticipants: optionalInteger,
  maxParticipants: optionalInteger,
  durationMinutes: optionalInteger,
  highlight: flag,
  headline: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  teaserText: optionalText,
});

/** One offer (guided tour, workshop …); without title or slug it is left out. */
export function toOffer(value: unknown, ctx: TransformContext, where = 'offer'): Offer | null {
  const fields = parseBlock(fieldsSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    contentType: 'offer',
    ...fields,
    body: toRichText(raw.body, ctx, `${where}.body`),
    image: toImage(raw.image, ctx, `${where}.image`),
    info: toInfoBlock(raw.info, ctx, `${where}.info`),
    targetGroups: toTerms(raw.targetGroups, ctx, `${where}.targetGroups`),
    categories: toTerms(raw.categories, ctx, `${where}.categories`),
    accessibilityTags: toAccessibilityTags(
      raw.accessibilityTags,
      ctx,
      `${where}.accessibilityTags`,
    ),
    exhibitions: toExhibitionRefs(raw.exhibitions, ctx, `${where}.exhibitions`),
    seo: toSeo(raw.seo, ctx, `${where}.seo`),
    alternates: toAlternates(raw, fields.slug, ctx, where),
  };
}

export const toOffers = (data: unknown, ctx: TransformContext): Offer[] =>
  toItems(toOffer, data, ctx, 'offers');
