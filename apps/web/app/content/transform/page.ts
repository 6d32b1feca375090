import { z } from 'zod';
import type { Page } from '~/domain/types';
import { optionalInteger, optionalText, type TransformContext } from '../strapi';
import { titleAndSlug, toEntry } from './entry';
import { toAccessibilityTags } from './fields';
import { toImage } from './image';
import { toPageBlocks } from './page-blocks';
import { toItems } from './teaser';

/** A page's section; pages without one are generic pages. */
export const pageSection = z
  .enum(['visit', 'museum', 'accessibility', 'none'])
  .nullish()
  .transform((value) => value ?? 'none');

const fieldsSchema = z.object({
  ...titleAndSlug,
  section: pageSection,
  order: optionalInteger,
  headline: optionalText,
  teaserText: optionalText,
});

/** One page; from a list answer (no blocks asked for) its `blocks` are empty. */
export function toPage(value: unknown, ctx: TransformContext, where = 'page'): Page | null {
  const entry = toEntry(fieldsSchema, value, ctx, where);
  if (!entry) return null;
  const { fields, raw, alternates, seo } = entry;
  return {
    ...fields,
    image: toImage(raw.image, ctx, `${where}.image`),
    accessibilityTags: toAccessibilityTags(
      raw.accessibilityTags,
      ctx,
      `${where}.accessibilityTags`,
    ),
    alternates,
    blocks: toPageBlocks(raw.blocks, ctx, `${where}.blocks`),
    seo,
  };
}

export const toPages = (data: unknown, ctx: TransformContext): Page[] =>
  toItems(toPage, data, ctx, 'pages');
