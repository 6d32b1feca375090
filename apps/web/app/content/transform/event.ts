import { z } from 'zod';
import type { Event } from '~/domain/types';
import { flag, optionalText, type TransformContext } from '../strapi';
import { titleAndSlug, toEntry } from './entry';
import { toAccessibilityTags, toInfoBlock, toPracticalFacts, toTerms } from './fields';
import { toEventSeries } from './event-series';
import { toRichText } from './rich-text';
import { toImage } from './image';
import { toOffer } from './offer';
import { toExhibitionRefs, toItems } from './teaser';
import { offerTeaser } from '../teasers';

const eventStatus = z.enum(['scheduled', 'cancelled', 'postponed']).nullish().catch(null);

const fieldsSchema = z.object({
  ...titleAndSlug,
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
  // Strapi 5 takes a field named "status" for its draft/published state, so the CMS calls it
  // eventStatus; a source still on the old name (Strapi 4) is read too.
  eventStatus,
  status: eventStatus,
  freeAdmission: flag,
});

/** One event; without title, slug or a valid start it cannot be shown and is left out. */
export function toEvent(value: unknown, ctx: TransformContext, where = 'event'): Event | null {
  const entry = toEntry(fieldsSchema, value, ctx, where);
  if (!entry) return null;
  const { fields: stored, raw, alternates, seo, revision } = entry;
  const { eventStatus: current, status: legacy, ...fields } = stored;
  const offer = raw.offer ? toOffer(raw.offer, ctx, `${where}.offer`) : null;
  return {
    contentType: 'event',
    ...fields,
    status: current ?? legacy ?? 'scheduled',
    body: toRichText(raw.body, ctx, `${where}.body`),
    image: toImage(raw.image, ctx, `${where}.image`),
    targetGroups: toTerms(raw.targetGroups, ctx, `${where}.targetGroups`),
    categories: toTerms(raw.categories, ctx, `${where}.categories`),
    accessibilityTags: toAccessibilityTags(
      raw.accessibilityTags,
      ctx,
      `${where}.accessibilityTags`,
    ),
    exhibitions: toExhibitionRefs(raw.exhibitions, ctx, `${where}.exhibitions`),
    offer: offer ? offerTeaser(offer) : null,
    facts: toPracticalFacts(raw, ctx, where),
    info: toInfoBlock(raw.info, ctx, `${where}.info`),
    series: toEventSeries(raw.series, ctx, `${where}.series`),
    seo,
    alternates,
    revision,
  };
}

export const toEvents = (data: unknown, ctx: TransformContext): Event[] =>
  toItems(toEvent, data, ctx, 'events');
