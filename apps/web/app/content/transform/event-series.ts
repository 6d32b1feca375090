/**
 * An event's series (component event.series, shared by both languages) as the domain's
 * EventSeries: the editors' fields, checked and normalised. A broken series is reported and
 * the event shows as a single date; a broken change is reported and left out.
 */
import { z } from 'zod';
import {
  weekdays,
  type EventSeries,
  type SeriesChange,
  type SeriesWeekOfMonth,
} from '~/domain/types';
import { flag, optionalText, parseBlock, parseList, type TransformContext } from '../strapi';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const weekOfMonth: Record<string, SeriesWeekOfMonth> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  last: -1,
};

const changeSchema = z
  .object({
    date: isoDate,
    kind: z.enum(['cancelled', 'moved']).nullish().catch(null),
    newStart: z.iso.datetime({ offset: true }).nullish().catch(null),
    newEnd: z.iso.datetime({ offset: true }).nullish().catch(null),
    noteDe: optionalText,
    noteEn: optionalText,
  })
  .transform(({ date, kind, newStart, newEnd, noteDe, noteEn }): SeriesChange => {
    // "Moved" without a new start cannot be shown anywhere else: the date is off.
    const moved = kind === 'moved' && Boolean(newStart);
    return {
      date,
      kind: moved ? 'moved' : 'cancelled',
      start: moved ? (newStart ?? null) : null,
      end: moved ? (newEnd ?? null) : null,
      note: noteDe || noteEn ? { de: noteDe ?? noteEn ?? '', en: noteEn ?? noteDe ?? '' } : null,
    };
  });

const seriesSchema = z.object({
  frequency: z.enum(['weekly', 'monthly']).nullish().catch(null),
  interval: z.number().int().nullish().catch(null),
  ...Object.fromEntries(weekdays.map((day) => [day, flag])),
  weekOfMonth: z.enum(['first', 'second', 'third', 'fourth', 'last']).nullish().catch(null),
  until: isoDate.nullish().catch(null),
  count: z.number().int().nullish().catch(null),
  changes: z.unknown().optional(),
});

export function toEventSeries(
  value: unknown,
  ctx: TransformContext,
  where: string,
): EventSeries | null {
  const raw = parseBlock(seriesSchema, value, ctx, where) as
    (z.infer<typeof seriesSchema> & Record<string, unknown>) | null;
  if (!raw) return null;
  const frequency = raw.frequency ?? 'weekly';
  return {
    frequency,
    interval: Math.min(12, Math.max(1, raw.interval ?? 1)),
    weekdays: weekdays.filter((day) => raw[day] === true),
    weekOfMonth:
      frequency === 'monthly' && raw.weekOfMonth ? (weekOfMonth[raw.weekOfMonth] ?? null) : null,
    until: raw.until ?? null,
    count: raw.count && raw.count > 0 ? raw.count : null,
    changes: parseList(changeSchema, raw.changes, ctx, `${where}.changes`),
  };
}
