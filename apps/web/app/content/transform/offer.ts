import { z } from 'zod';
import type { Offer } from '~/domain/types';
import { flag, optionalInteger, optionalText, type TransformContext } from '../strapi';
import { toBookingRules } from './booking-rules';
import { titleAndSlug, toEntry } from './entry';
import { toAccessibilityTags, toInfoBlock, toPracticalFacts, toTerms } from './fields';
import { toRichText } from './rich-text';
import { toImage } from './image';
import { toExhibitionRefs, toItems } from './teaser';

const fieldsSchema = z.object({
  ...titleAndSlug,
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
  const entry = toEntry(fieldsSchema, value, ctx, where);
  if (!entry) return null;
  const { fields, raw, alternates, seo } = entry;
  return {
    contentType: 'offer',
    ...fields,
    bookingRules: toBookingRules(raw, ctx, where),
    body: toRichText(raw.body, ctx, `${where}.body`),
    image: toImage(raw.image, ctx, `${where}.image`),
    info: toInfoBlock(raw.info, ctx, `${where}.info`),
    facts: toPracticalFacts(raw, ctx, where),
    targetGroups: toTerms(raw.targetGroups, ctx, `${where}.targetGroups`),
    categories: toTerms(raw.categories, ctx, `${where}.categories`),
    accessibilityTags: toAccessibilityTags(
      raw.accessibilityTags,
      ctx,
      `${where}.accessibilityTags`,
    ),
    exhibitions: toExhibitionRefs(raw.exhibitions, ctx, `${where}.exhibitions`),
    seo,
    alternates,
  };
}

export const toOffers = (data: unknown, ctx: TransformContext): Offer[] =>
  toItems(toOffer, data, ctx, 'offers');
