import { z } from 'zod';
import type { HomeContent } from '~/domain/types';
import { optionalText, type TransformContext } from '../strapi';
import { toSingleEntry } from './entry';
import { toImage } from './image';

const fieldsSchema = z.object({
  title: optionalText,
  intro: optionalText,
  currentTitle: optionalText,
  comingSoonTitle: optionalText,
  discoverTitle: optionalText,
});

export function toHome(data: unknown, ctx: TransformContext): HomeContent {
  const { fields, raw, seo } = toSingleEntry(fieldsSchema, data, ctx, 'home');
  return { ...fields, image: toImage(raw.image, ctx, 'home.image'), seo };
}
