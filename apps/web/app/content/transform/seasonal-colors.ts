import { z } from 'zod';
import type { Season, SeasonalColors } from '~/domain/types';
import { anyObject, optionalText, parseBlock, parseList, type TransformContext } from '../strapi';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hexColor = optionalText.refine((value) => value === null || /^#[0-9a-f]{3,8}$/i.test(value), {
  message: 'not a hex colour',
});

const seasonSchema = z
  .object({
    name: optionalText,
    startDate: isoDate,
    endDate: isoDate,
    exhibitionColor: hexColor,
    schauhausColor: hexColor,
    corporateColor: hexColor,
  })
  .refine((season) => season.startDate <= season.endDate, {
    message: 'season ends before it starts',
  })
  .transform((season): Season => season);

export function toSeasonalColors(data: unknown, ctx: TransformContext): SeasonalColors {
  const raw = parseBlock(anyObject, data, ctx, 'seasonal-colors-collection') ?? {};
  return {
    seasons: parseList(seasonSchema, raw.seasons, ctx, 'seasonal-colors-collection.seasons').sort(
      (a, b) => a.startDate.localeCompare(b.startDate),
    ),
  };
}
