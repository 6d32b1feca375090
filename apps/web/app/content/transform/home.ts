import { z } from 'zod';
import type { HomeContent } from '../types';
import { anyObject, optionalText, parseBlock, type TransformContext } from '../strapi';
import { toSeo } from './fields';
import { toImage } from './image';

const fieldsSchema = z.object({
  title: optionalText,
  intro: optionalText,
  currentTitle: optionalText,
  comingSoonTitle: optionalText,
  discoverTitle: optionalText,
});

export function toHome(data: unknown, ctx: TransformContext): HomeContent {
  const raw = parseBlock(anyObject, data, ctx, 'home') ?? {};
  const fields = parseBlock(fieldsSchema, raw, ctx, 'home') ?? fieldsSchema.parse({});
  return {
    ...fields,
    image: toImage(raw.image, ctx, 'home.image'),
    seo: toSeo(raw.seo, ctx, 'home.seo'),
  };
}
