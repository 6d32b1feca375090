import { z } from 'zod';
import type { Page } from '../types';
import {
  optionalInteger,
  optionalText,
  parseBlock,
  requiredText,
  type TransformContext,
} from '../strapi';
import { toAlternates } from './alternates';
import { toAccessibilityTags, toSeo } from './fields';
import { toImage } from './image';
import { toPageBlocks } from './page-blocks';
import { toItems } from './teaser';

/** A page's section; pages without one are generic pages. */
export const pageSection = z
  .enum(['visit', 'museum', 'accessibility', 'none'])
  .nullish()
  .transform((value) => value ?? 'none');

const fieldsSchema = z.object({
  title: requiredText,
  slug: requiredText,
  section: pageSection,
  order: optionalInteger,
  headline: optionalText,
  teaserText: optionalText,
});

/** One page; from a list answer (no blocks asked for) its `blocks` are empty. */
export function toPage(value: unknown, ctx: TransformContext, where = 'page'): Page | null {
  const fields = parseBlock(fieldsSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    ...fields,
    image: toImage(raw.image, ctx, `${where}.image`),
    accessibilityTags: toAccessibilityTags(
      raw.accessibilityTags,
      ctx,
      `${where}.accessibilityTags`,
    ),
    alternates: toAlternates(raw, fields.slug, ctx, where),
    blocks: toPageBlocks(raw.blocks, ctx, `${where}.blocks`),
    seo: toSeo(raw.seo, ctx, `${where}.seo`),
  };
}

export const toPages = (data: unknown, ctx: TransformContext): Page[] =>
  toItems(toPage, data, ctx, 'pages');
