import { z } from 'zod';
import { weekdays, type OfferBookingRules, type Weekday } from '~/domain/types';
import { optionalInteger, type TransformContext } from '../strapi';

/** The German short names editors type (the admin is German), Monday first. */
const SHORT_NAMES = ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'] as const;

/**
 * "Di–Fr", "Di, Do, Sa–So", "Mo-Mi": weekdays Monday first, each once; null when empty or not
 * readable (then the offer is bookable on every opening day, which the museum's closed days
 * still limit). A range may wrap over the weekend ("Fr–Mo").
 */
export function parseWeekdays(value: string | null | undefined): Weekday[] | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return null;
  const chosen = new Set<number>();
  for (const part of text.split(',')) {
    const ends = part.split(/[-–]/).map((name) => SHORT_NAMES.indexOf(name.trim() as never));
    if (ends.length > 2 || ends.some((index) => index < 0)) return null;
    const [from, to = from] = ends as [number, number?];
    for (let day = from; ; day = (day + 1) % 7) {
      chosen.add(day);
      if (day === to) break;
    }
  }
  return weekdays.filter((_, index) => chosen.has(index));
}

/** Strapi times arrive as "HH:MM:SS.mmm"; the site works with "HH:MM". */
const time = z
  .string()
  .regex(/^\d{2}:\d{2}/)
  .nullish()
  .catch(null)
  .transform((value) => (value ? value.slice(0, 5) : null));

const rulesSchema = z.object({
  bookingLeadDays: optionalInteger.catch(null),
  bookingWeekdays: z.string().nullish().catch(null),
  bookingEarliest: time,
  bookingLatest: time,
});

/** The offer's booking rules; an unreadable value is reported and counts as "no rule". */
export function toBookingRules(
  raw: Record<string, unknown>,
  ctx: TransformContext,
  where: string,
): OfferBookingRules {
  const fields = rulesSchema.parse(raw);
  const weekdayList = parseWeekdays(fields.bookingWeekdays);
  if (weekdayList === null && (fields.bookingWeekdays ?? '').trim() !== '') {
    ctx.report({
      where: `${where}.bookingWeekdays`,
      message: `unreadable weekdays "${fields.bookingWeekdays}": bookable on every opening day`,
    });
  }
  const lead = fields.bookingLeadDays;
  return {
    leadDays: lead === null || lead === undefined || lead < 0 ? null : lead,
    weekdays: weekdayList,
    earliest: fields.bookingEarliest,
    latest: fields.bookingLatest,
  };
}
