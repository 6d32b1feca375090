import { z } from 'zod';
import type { Author } from '../types';
import { optionalText, parseBlock, requiredText, type TransformContext } from '../strapi';
import { toAlternates } from './alternates';
import { toImage } from './image';
import { toItems } from './teaser';

/** An author as the CMS holds it; their digital offers are added by the content service. */
export type AuthorEntry = Omit<Author, 'digitalOffers'>;

const fieldsSchema = z.object({ name: requiredText, slug: requiredText, bio: optionalText });

export function toAuthor(
  value: unknown,
  ctx: TransformContext,
  where = 'author',
): AuthorEntry | null {
  const fields = parseBlock(fieldsSchema, value, ctx, where);
  if (!fields) return null;
  const raw = value as Record<string, unknown>;
  return {
    ...fields,
    image: toImage(raw.image, ctx, `${where}.image`),
    alternates: toAlternates(raw, fields.slug, ctx, where),
  };
}

export const toAuthors = (data: unknown, ctx: TransformContext): AuthorEntry[] =>
  toItems(toAuthor, data, ctx, 'authors');
