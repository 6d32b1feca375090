/** Categories, target groups and accessibility tags: the terms content is tagged with. */
import { z } from 'zod';
import type { AccessibilityTagEntry, Category, TargetGroup } from '../types';
import { parseBlock, requiredText, type TransformContext } from '../strapi';
import { toAlternates } from './alternates';
import { toItems } from './teaser';

const categorySchema = z.object({
  title: requiredText,
  slug: requiredText,
  scope: z.enum(['event', 'offer', 'discover']),
});
const targetGroupSchema = z.object({ title: requiredText, slug: requiredText });
const accessibilityTagSchema = z.object({
  title: requiredText,
  slug: requiredText,
  key: z.enum(['signLanguage', 'simpleLanguage', 'accessible']),
});

export function toCategory(
  value: unknown,
  ctx: TransformContext,
  where = 'category',
): Category | null {
  const fields = parseBlock(categorySchema, value, ctx, where);
  if (!fields) return null;
  return {
    ...fields,
    alternates: toAlternates(value as Record<string, unknown>, fields.slug, ctx, where),
  };
}

export function toTargetGroup(
  value: unknown,
  ctx: TransformContext,
  where = 'target-group',
): TargetGroup | null {
  const fields = parseBlock(targetGroupSchema, value, ctx, where);
  if (!fields) return null;
  return {
    ...fields,
    alternates: toAlternates(value as Record<string, unknown>, fields.slug, ctx, where),
  };
}

export function toAccessibilityTagEntry(
  value: unknown,
  ctx: TransformContext,
  where = 'accessibility-tag',
): AccessibilityTagEntry | null {
  const fields = parseBlock(accessibilityTagSchema, value, ctx, where);
  if (!fields) return null;
  return {
    ...fields,
    alternates: toAlternates(value as Record<string, unknown>, fields.slug, ctx, where),
  };
}

export const toCategories = (data: unknown, ctx: TransformContext): Category[] =>
  toItems(toCategory, data, ctx, 'categories');
export const toTargetGroups = (data: unknown, ctx: TransformContext): TargetGroup[] =>
  toItems(toTargetGroup, data, ctx, 'target-groups');
export const toAccessibilityTagEntries = (
  data: unknown,
  ctx: TransformContext,
): AccessibilityTagEntry[] => toItems(toAccessibilityTagEntry, data, ctx, 'accessibility-tags');
