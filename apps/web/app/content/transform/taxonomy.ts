/** Categories, target groups and accessibility tags: the terms content is tagged with. */
import { z } from 'zod';
import type { AccessibilityTagEntry, Alternates, Category, TargetGroup } from '~/domain/types';
import type { TransformContext } from '../strapi';
import { titleAndSlug, toEntry } from './entry';
import { toItems } from './teaser';

const categorySchema = z.object({
  ...titleAndSlug,
  scope: z.enum(['event', 'offer', 'discover']),
});
const targetGroupSchema = z.object(titleAndSlug);
const accessibilityTagSchema = z.object({
  ...titleAndSlug,
  key: z.enum(['signLanguage', 'simpleLanguage', 'accessible']),
});

/** A term is its fields and its alternates; a broken term is reported and left out. */
function termOf<Fields extends { slug: string }>(schema: z.ZodType<Fields>, name: string) {
  return (
    value: unknown,
    ctx: TransformContext,
    where = name,
  ): (Fields & { alternates: Alternates }) | null => {
    const entry = toEntry(schema, value, ctx, where);
    return entry ? { ...entry.fields, alternates: entry.alternates } : null;
  };
}

export const toCategory: (
  value: unknown,
  ctx: TransformContext,
  where?: string,
) => Category | null = termOf(categorySchema, 'category');
export const toTargetGroup: (
  value: unknown,
  ctx: TransformContext,
  where?: string,
) => TargetGroup | null = termOf(targetGroupSchema, 'target-group');
export const toAccessibilityTagEntry: (
  value: unknown,
  ctx: TransformContext,
  where?: string,
) => AccessibilityTagEntry | null = termOf(accessibilityTagSchema, 'accessibility-tag');

export const toCategories = (data: unknown, ctx: TransformContext): Category[] =>
  toItems(toCategory, data, ctx, 'categories');
export const toTargetGroups = (data: unknown, ctx: TransformContext): TargetGroup[] =>
  toItems(toTargetGroup, data, ctx, 'target-groups');
export const toAccessibilityTagEntries = (
  data: unknown,
  ctx: TransformContext,
): AccessibilityTagEntry[] => toItems(toAccessibilityTagEntry, data, ctx, 'accessibility-tags');
