import { z } from 'zod';
import type { Listing } from '~/domain/types';
import { parseBlock, requiredText, type TransformContext } from '../strapi';
import { toAlternates } from './alternates';
import { pageSection } from './page';

const listingSchema = z.object({
  slug: requiredText,
  updatedAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  // Only pages have a section and only categories a scope; other answers lack the fields.
  section: z.unknown().optional(),
  scope: z
    .enum(['event', 'offer', 'discover'])
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
});

/** One entry of a listing read (slug, last change, other languages); null without a slug. */
export function toListing(value: unknown, ctx: TransformContext, where: string): Listing | null {
  const fields = parseBlock(listingSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    slug: fields.slug,
    updatedAt: fields.updatedAt,
    alternates: toAlternates(raw, fields.slug, ctx, where),
    section: 'section' in raw ? pageSection.catch('none').parse(fields.section) : null,
    scope: fields.scope,
  };
}
