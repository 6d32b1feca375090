import { z } from 'zod';
import {
  weekdays,
  type HoursException,
  type OpeningHours,
  type WeekdayHours,
} from '~/domain/types';
import {
  anyObject,
  flag,
  optionalText,
  parseBlock,
  parseList,
  textOf,
  type TransformContext,
} from '../strapi';

/** Strapi times arrive as "HH:MM:SS.mmm"; the site works with "HH:MM". */
const time = z
  .string()
  .regex(/^\d{2}:\d{2}/)
  .nullish()
  .transform((value) => (value ? value.slice(0, 5) : null));

const weekdaySchema = z
  .object({ weekday: z.enum(weekdays), opens: time, closes: time, closed: flag })
  .transform((day): WeekdayHours => day);

const exceptionSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    opens: time,
    closes: time,
    closed: flag,
    labelDe: optionalText,
    labelEn: optionalText,
  })
  .transform(({ date, opens, closes, closed, labelDe, labelEn }): HoursException => ({
    date,
    opens,
    closes,
    closed,
    label: { de: labelDe ?? labelEn ?? '', en: labelEn ?? labelDe ?? '' },
  }));

export function toOpeningHours(data: unknown, ctx: TransformContext): OpeningHours {
  const raw = parseBlock(anyObject, data, ctx, 'opening-hours') ?? {};
  return {
    weekly: parseList(weekdaySchema, raw.weekly, ctx, 'opening-hours.weekly'),
    exceptions: parseList(exceptionSchema, raw.exceptions, ctx, 'opening-hours.exceptions'),
    timezone: textOf(raw.timezone) ?? 'Europe/Berlin',
  };
}
