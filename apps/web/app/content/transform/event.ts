import { z } from 'zod';
import type { Event } from '../types';
import { anyObject, flag, optionalText, parseBlock, parseList, requiredText, type TransformContext } from '../strapi';
import { toAccessibilityTags, toRichText, toSeo, toTerms } from './fields';
import { toImage } from './image';
import { toExhibitionRefs, toTeaser } from './teaser';

const fieldsSchema = z.object({
  title: requiredText,
  slug: requiredText,
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? null),
  allDay: flag,
  dateTimeOverride: optionalText,
  highlight: flag,
  headline: optionalText,
  teaserText: optionalText,
  place: optionalText,
});

/** One event; without title, slug or a valid start it cannot be shown and is left out. */
export function toEvent(value: unknown, ctx: TransformContext, where = 'event'): Event | null {
  const fields = parseBlock(fieldsSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    ...fields,
    body: toRichText(raw.body, ctx, `${where}.body`),
    image: toImage(raw.image, ctx, `${where}.image`),
    targetGroups: toTerms(raw.targetGroups, ctx, `${where}.targetGroups`),
    categories: toTerms(raw.categories, ctx, `${where}.categories`),
    accessibilityTags: toAccessibilityTags(raw.accessibilityTags, ctx, `${where}.accessibilityTags`),
    exhibitions: toExhibitionRefs(raw.exhibitions, ctx, `${where}.exhibitions`),
    offer: raw.offer ? toTeaser('offer', raw.offer, ctx, `${where}.offer`) : null,
    seo: toSeo(raw.seo, ctx, `${where}.seo`),
  };
}

export function toEvents(data: unknown, ctx: TransformContext): Event[] {
  return parseList(anyObject, data, ctx, 'events').flatMap((raw, index) => {
    const event = toEvent(raw, ctx, `events[${index}]`);
    return event ? [event] : [];
  });
}
